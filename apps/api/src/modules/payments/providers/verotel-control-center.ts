import { AppError } from '../../../lib/errors.ts';

/** Credentials of a "read and write" Control Center API user (Verotel support enables the API per account). */
export interface ControlCenterSettings {
  /** https://controlcenter.verotel.com/api, or another FlexPay brand's Control Center. */
  baseUrl: string;
  user: string;
  password: string;
}

/** The API version this client speaks (the `version` of the Accept header). */
const API_VERSION = '1.5.0';

const failed = (cause: unknown) =>
  Object.assign(
    new AppError(
      502,
      'SERVICE_UNAVAILABLE',
      'Verotel could not cancel your subscription just now. Please try again, or cancel it with Open Billing Portal first.',
    ),
    { cause },
  );

interface Answer {
  is_success?: unknown;
  error?: { title?: unknown };
}

/**
 * Stops the future billings of a Verotel sale through the Control Center API
 * (`POST /sale/{saleID}/cancel`, HTTP Basic). Resolves once the sale no longer renews: cancelled
 * now, or already before (412 "This sale is already cancelled."); any other answer is a 502.
 */
export async function cancelSale(s: ControlCenterSettings, saleId: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`${s.baseUrl}/sale/${encodeURIComponent(saleId)}/cancel`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${s.user}:${s.password}`).toString('base64')}`,
        accept: `application/json; version=${API_VERSION}`,
      },
      signal: AbortSignal.timeout(15_000),
    });
  } catch (cause) {
    throw failed(cause);
  }
  const answer = (await res.json().catch(() => null)) as Answer | null;
  if (res.ok && answer?.is_success === true) return;
  const title = typeof answer?.error?.title === 'string' ? answer.error.title : '';
  if (res.status === 412 && /already cancel/i.test(title)) return;
  // The cause names the status and Verotel's title only: never the credentials.
  throw failed(new Error(`Verotel Control Center answered ${res.status}${title ? `: ${title}` : ''}`));
}
