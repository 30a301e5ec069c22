// The rules between configuration variables that each variable's own schema (config-variables.ts)
// cannot say: what production refuses, and the settings that only make sense together.
import { allowListProblems } from './lib/outbound.ts';
import { monetiserProblems } from './lib/monetiser.ts';
import type { envSchema } from './config-variables.ts';

/** The BACKUP_S3_* settings that must be set together (or not at all). */
const BACKUP_S3_REQUIRED = [
  'BACKUP_S3_ENDPOINT',
  'BACKUP_S3_BUCKET',
  'BACKUP_S3_ACCESS_KEY_ID',
  'BACKUP_S3_SECRET_ACCESS_KEY',
] as const;

/** The PICTURES_S3_* settings that must be set together (or not at all). */
const PICTURES_S3_REQUIRED = [
  'PICTURES_S3_ENDPOINT',
  'PICTURES_S3_BUCKET',
  'PICTURES_S3_ACCESS_KEY_ID',
  'PICTURES_S3_SECRET_ACCESS_KEY',
] as const;

/** Every rule the parsed environment breaks, one line each (`VARIABLE: what is wrong`); none when it is sound. */
export function configProblems(e: ReturnType<typeof envSchema.parse>): string[] {
  const problems: string[] = [];
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) problems.push('JWT_SECRET: required in production');
  if (e.NODE_ENV === 'production' && e.PAYMENTS === 'sandbox')
    problems.push('PAYMENTS: the sandbox provider is never enabled in production; use stripe or off');
  if (e.NODE_ENV === 'production' && e.TEST_CLOCK)
    problems.push('TEST_CLOCK: a movable clock is for the browser tests only, never in production');
  if (e.PAYMENTS === 'stripe') {
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const) {
      if (!e[key]) problems.push(`${key}: required when PAYMENTS=stripe`);
    }
  }
  problems.push(
    ...monetiserProblems({
      urlTemplate: e.MONETIZER_URL_TEMPLATE || undefined,
      publicKey: e.MONETIZER_PUBLIC_KEY || undefined,
      padding: e.MONETIZER_PADDING,
    }),
  );
  problems.push(...allowListProblems(e.OUTBOUND_ALLOW));
  if (e.PAYMENTS === 'verotel') {
    for (const key of ['VEROTEL_SHOP_ID', 'VEROTEL_SIGNATURE_KEY'] as const) {
      if (!e[key]) problems.push(`${key}: required when PAYMENTS=verotel`);
    }
    if (!e.VEROTEL_API_USER !== !e.VEROTEL_API_PASSWORD)
      problems.push('VEROTEL_API_USER, VEROTEL_API_PASSWORD: set both (the Control Center API user) or neither');
  }
  if (e.AGE_ASSURANCE === 'oidc') {
    for (const key of [
      'AGE_ASSURANCE_ISSUER',
      'AGE_ASSURANCE_CLIENT_ID',
      'AGE_ASSURANCE_CLIENT_SECRET',
      'AGE_ASSURANCE_REDIRECT',
    ] as const) {
      if (!e[key]) problems.push(`${key}: required when AGE_ASSURANCE=oidc`);
    }
  }
  const bucketSet = BACKUP_S3_REQUIRED.filter((key) => e[key]);
  if (bucketSet.length && bucketSet.length < BACKUP_S3_REQUIRED.length) {
    for (const key of BACKUP_S3_REQUIRED.filter((key) => !e[key])) {
      problems.push(
        `${key}: required with ${bucketSet.join(', ')} (set all of ${BACKUP_S3_REQUIRED.join(', ')}, or none)`,
      );
    }
  }
  const picturesSet = PICTURES_S3_REQUIRED.filter((key) => e[key]);
  if (picturesSet.length && picturesSet.length < PICTURES_S3_REQUIRED.length) {
    for (const key of PICTURES_S3_REQUIRED.filter((key) => !e[key])) {
      problems.push(
        `${key}: required with ${picturesSet.join(', ')} (set all of ${PICTURES_S3_REQUIRED.join(', ')}, or none)`,
      );
    }
  }
  if (e.PICTURES_PUBLIC_URL && !e.PICTURES_S3_ENDPOINT) {
    problems.push('PICTURES_PUBLIC_URL: needs PICTURES_S3_* (the local uploads folder is served by the site itself)');
  }
  if (bucketSet.length && !e.BACKUP_DIR) {
    problems.push('BACKUP_DIR: required with BACKUP_S3_* (each backup is taken there first, then uploaded)');
  }
  return problems;
}
