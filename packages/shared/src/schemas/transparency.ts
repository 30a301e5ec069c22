import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { isoDateTime, pagination, plainText, positiveIntParam, withinDepth } from './common.ts';

/** Where a block-list entry came from (docs/compliance.md#picture-hashes). */
export const PICTURE_HASH_SOURCES = ['removal_request', 'report', 'import'] as const;

/** One entry of the known-bad picture list (GET /admin/picture-hashes). */
export const pictureHash = z.object({
  id: z.number().int(),
  /** 64-bit perceptual hash, 16 hex digits. */
  hash: z.string(),
  label: z.string().nullable(),
  source: z.enum(PICTURE_HASH_SOURCES),
  sourceId: z.number().int().nullable(),
  /** Pictures it refused, and when it last did. */
  hits: z.number().int(),
  lastHitAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type PictureHash = z.infer<typeof pictureHash>;

export const pictureHashListQuery = withinDepth(
  z.object({
    page: positiveIntParam('page').default(1),
    limit: positiveIntParam('limit', MAX_PAGE_SIZE).default(50),
  }),
);
export const pictureHashListResponse = z.object({ hashes: z.array(pictureHash), pagination });
export type PictureHashListResponse = z.infer<typeof pictureHashListResponse>;

/**
 * POST /admin/picture-hashes/import: a hash list file's text — one 16-hex-digit hash a line, then
 * optionally white space and a label; blank lines and lines starting with # are skipped.
 */
export const pictureHashImportBody = z.object({
  list: plainText('list', { multiline: true, trim: false }).pipe(
    z.string().min(1, { error: 'The list is empty' }).max(1_000_000, { error: 'The list is too long' }),
  ),
});
export type PictureHashImportBody = z.infer<typeof pictureHashImportBody>;
export const pictureHashImportResult = z.object({ added: z.number().int(), alreadyListed: z.number().int() });
export type PictureHashImportResult = z.infer<typeof pictureHashImportResult>;

/** GET /admin/reports/monthly: a calendar month, YYYY-MM, and the answer's format. */
export const monthlyReportQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'month must be YYYY-MM' }),
  format: z.enum(['json', 'csv', 'pdf']).default('json'),
});
export type MonthlyReportQuery = z.infer<typeof monthlyReportQuery>;

/** One figure of the monthly report: a count, a duration in hours, or null where there is nothing to measure. */
export const monthlyReportRow = z.object({ key: z.string(), label: z.string(), value: z.number().nullable() });
export type MonthlyReportRow = z.infer<typeof monthlyReportRow>;
export const monthlyReportSection = z.object({ id: z.string(), title: z.string(), rows: z.array(monthlyReportRow) });
export type MonthlyReportSection = z.infer<typeof monthlyReportSection>;
/** The monthly processor and transparency report (docs/compliance.md#monthly-report). */
export const monthlyReport = z.object({
  month: z.string(),
  from: isoDateTime,
  to: isoDateTime,
  generatedAt: isoDateTime,
  sections: z.array(monthlyReportSection),
});
export type MonthlyReport = z.infer<typeof monthlyReport>;
