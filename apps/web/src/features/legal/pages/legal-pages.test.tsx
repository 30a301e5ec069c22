// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '@/config/runtime.ts';
import { activateLanguage, loadArea } from '@/lib/i18n/i18n.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { PRIVACY } from '../lib/privacy.ts';
import { TERMS } from '../lib/terms.ts';
import { DmcaPage } from './dmca-page.tsx';
import { PrivacyPage, TermsPage } from './legal-pages.tsx';

const operator = {
  name: 'Harbour Lights Media Ltd.',
  address: '2 Quay Road, Portsmouth PO1 3AA',
  email: 'legal@harbour.example',
};

beforeEach(() => setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, siteName: 'Packdex', operator }));
afterEach(async () => {
  setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
  await activateLanguage('en');
  document.body.innerHTML = '';
});

/** The operator block: name, address and a mail link, as the configuration gives them. */
function expectOperator() {
  const block = screen.getByRole('region', { name: 'Operator' });
  expect(within(block).getByText(operator.name)).toBeTruthy();
  expect(within(block).getByText(operator.address)).toBeTruthy();
  expect(within(block).getByRole('link', { name: operator.email }).getAttribute('href')).toBe(
    `mailto:${operator.email}`,
  );
}

describe('the legal pages', () => {
  it('names the operator from the configuration in the terms, with every section listed and linked', () => {
    renderInApp(<TermsPage />, { path: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expectOperator();
    expect(
      screen.getByText(
        `Packdex is operated by ${operator.name}, ${operator.address} ("we", "us"). These terms are an agreement between you and us about your use of the website and of any account you create on it.`,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^Premium costs \$12\.00 per month/)).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(TERMS.sections.map((s) => `#${s.id}`));
    for (const section of TERMS.sections) expect(document.getElementById(section.id)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByText('Last updated: December 8, 2026')).toBeTruthy();
  });

  it('names the operator as the one responsible for personal data in the privacy policy', () => {
    renderInApp(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expectOperator();
    expect(
      screen.getByText(
        `${operator.name}, ${operator.address}, is responsible for the personal data processed through Packdex. For anything about your data, write to ${operator.email}.`,
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Operator',
      'Contents',
      ...PRIVACY.sections.map((s, i) => `${i + 1}. ${s.title}`),
    ]);
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
  });

  it('reads in the interface’s language once the legal texts are loaded (German)', async () => {
    await activateLanguage('de');
    await loadArea('legal');
    renderInApp(<TermsPage />, { path: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Betreiber' })).toBeTruthy();
    expect(screen.getByText(/^Premium kostet 12,00 \$ im Monat/)).toBeTruthy();
    expect(
      screen.getByText(`Packdex wird von ${operator.name}, ${operator.address} („wir“, „uns“) betrieben.`, {
        exact: false,
      }),
    ).toBeTruthy();
  });

  it('gives the designated agent’s address on the DMCA page, and the operator’s when none is set', () => {
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, operator: { ...operator, dmcaEmail: 'copyright@harbour.example' } });
    renderInApp(<DmcaPage />, { path: '/dmca' });
    const agent = screen.getAllByRole('link', { name: 'copyright@harbour.example' });
    expect(agent.map((a) => a.getAttribute('href'))).toContain('mailto:copyright@harbour.example');
    document.body.innerHTML = '';
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, operator });
    renderInApp(<DmcaPage />, { path: '/dmca' });
    expect(screen.getAllByRole('link', { name: operator.email }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /packdex\.local/ })).toBeNull();
  });
});
