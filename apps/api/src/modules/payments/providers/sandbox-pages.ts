import { PREMIUM_PRICE_LABEL } from '@packdex/shared/constants';
import { longDate } from '@packdex/shared/utils';

// Server-rendered pages of the sandbox provider. No script at all (the site's CSP allows none
// inline); every action is a plain form that posts a signed, single-use token.

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#0f0f14;color:#f4f4f5}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.banner{background:#facc15;color:#1c1917;font-weight:700;text-align:center;padding:.75rem 1rem;border-radius:.5rem;margin:0 0 1.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}
.card{background:#1c1c24;border:1px solid #2e2e3a;border-radius:.75rem;padding:1.25rem;margin:0 0 1.5rem}
.price{font-size:2rem;font-weight:700;margin:.25rem 0}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{color:#a1a1aa}dd{margin:0;overflow-wrap:anywhere}
p{margin:.5rem 0}.muted{color:#a1a1aa;font-size:.9rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
.actions form{flex:1 1 10rem;margin:0;display:flex}
button,.button{display:block;width:100%;flex:1;min-height:2.75rem;padding:.625rem 1rem;border-radius:.5rem;border:1px solid transparent;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.primary{background:#e11d48;color:#fff}.primary:hover{background:#be123c}
.secondary{background:transparent;color:#f4f4f5;border-color:#52525b}.secondary:hover{background:#27272a}
button:focus-visible,.button:focus-visible{outline:3px solid #facc15;outline-offset:2px}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · Packdex</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="banner" role="note">Sandbox — no real payment</p>
${body}
</main>
</body>
</html>`;
}

const plan = `<p>Packdex Premium</p><p class="price">${PREMIUM_PRICE_LABEL}</p>`;

/** The sandbox checkout: Pay (posts the checkout token) or Cancel (back to /cancel). */
export function checkoutPage(o: { email: string; token: string; alreadyPaid: boolean }): string {
  if (o.alreadyPaid) {
    return page(
      'Checkout complete',
      `<h1>Checkout complete</h1>
<div class="card">${plan}<p>This checkout has already been paid.</p></div>
<div class="actions"><a class="button primary" href="/success">Continue</a></div>`,
    );
  }
  return page(
    'Sandbox checkout',
    `<h1>Sandbox checkout</h1>
<div class="card">
${plan}
<dl><dt>Account</dt><dd>${escape(o.email)}</dd><dt>Renewal</dt><dd>Monthly, until cancelled</dd></dl>
<p class="muted">Nothing is charged: this page stands in for a payment provider while the site runs in sandbox mode.</p>
</div>
<div class="actions">
<form method="post" action="/api/payments/sandbox/checkout"><input type="hidden" name="token" value="${escape(o.token)}"><button class="primary" type="submit">Pay</button></form>
<form method="get" action="/cancel"><button class="secondary" type="submit">Cancel</button></form>
</div>`,
  );
}

interface PortalView {
  status: string;
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** A token for the one button the page shows (cancel or resume), when it shows one. */
  actionToken: string | null;
}

/** The sandbox billing portal: the plan, its state and Cancel subscription (or Resume). */
export function portalPage(v: PortalView): string {
  const live = v.status === 'active' || v.status === 'past_due';
  const until = longDate(v.periodEnd) ?? '—';
  const state = !live
    ? 'Ended'
    : v.cancelAtPeriodEnd
      ? 'Cancelled — premium stays until the period ends'
      : v.status === 'past_due'
        ? 'Payment failed — retrying'
        : 'Active';
  const when = !live ? 'Ended on' : v.cancelAtPeriodEnd ? 'Premium until' : 'Period ends';
  const button =
    live && v.actionToken
      ? `<form method="post" action="/api/payments/sandbox/portal"><input type="hidden" name="token" value="${escape(v.actionToken)}"><button class="${v.cancelAtPeriodEnd ? 'primary' : 'secondary'}" type="submit">${v.cancelAtPeriodEnd ? 'Resume subscription' : 'Cancel subscription'}</button></form>`
      : '';
  return page(
    'Manage subscription',
    `<h1>Manage subscription</h1>
<div class="card">
${plan}
<dl><dt>Status</dt><dd>${escape(state)}</dd><dt>${when}</dt><dd>${escape(until)}</dd></dl>
${live && !v.cancelAtPeriodEnd ? '<p class="muted">A real provider would charge again on this date; the sandbox never charges, so the period simply ends.</p>' : ''}
</div>
<div class="actions">
${button}
<form method="get" action="/billing"><button class="secondary" type="submit">Back to billing</button></form>
</div>`,
  );
}
