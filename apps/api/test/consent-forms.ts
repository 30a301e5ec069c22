import type { TestApp } from './build-test-app.ts';
import type { TestUser } from './factories.ts';

/** A small fictional PDF standing for a scanned document (never a real person's). */
export const TEST_PDF = Buffer.from('%PDF-1.4\n% Packdex test document: fictional, no real person\n%%EOF\n');

/** Sends POST /api/admin/models/{id}/consent as the admin form does: multipart, the document in `file`. */
export function uploadConsent(
  t: TestApp,
  as: TestUser | undefined,
  modelId: number,
  fields: Record<string, string> = { documentType: 'passport', checkedOn: new Date().toISOString().slice(0, 10) },
  file: { bytes: Buffer; name: string; type: string } = {
    bytes: TEST_PDF,
    name: 'passport scan.pdf',
    type: 'application/pdf',
  },
) {
  const boundary = `----consent${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return t.request('POST', `/api/admin/models/${modelId}/consent`, {
    as,
    ...(as ? {} : { ip: '10.99.0.1' }),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([Buffer.from(parts.join('') + head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}
