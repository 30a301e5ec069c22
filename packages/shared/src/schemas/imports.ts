import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { isoDateTime, pageQuery, pagination, positiveIntParam, withinDepth } from './common.ts';

/** The file formats a catalogue import reads and an export writes (docs/catalogue-operations.md). */
export const IMPORT_FORMATS = ['csv', 'json', 'ndjson'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The formats an export writes: one record a line or row, so a file of any size streams. */
export const EXPORT_FORMATS = ['csv', 'ndjson'] as const;

/** Query of POST /admin/imports: `dryRun=true` (the default) checks without changing anything. */
export const importQuery = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
});
export type ImportQuery = z.infer<typeof importQuery>;

/** One row an import did not take: its 1-based record number, the column at fault and why. */
export const importRefusal = z.object({ row: z.number().int(), field: z.string(), error: z.string() });
export type ImportRefusal = z.infer<typeof importRefusal>;

/** What an import did (or, in a dry run, would do): counts of rows, and every refused row. */
export const importResult = z.object({
  id: z.number().int(),
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.array(importRefusal),
});
export type ImportResult = z.infer<typeof importResult>;

/** Where an import stands: running (or cut short by a crash, until resumed), done or failed. */
export const IMPORT_STATUSES = ['running', 'done', 'failed'] as const;

/** One kept import, as the list shows it (the refused rows are counted, not listed). */
export const importSummary = z.object({
  id: z.number().int(),
  dryRun: z.boolean(),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  format: z.enum(IMPORT_FORMATS),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refusedCount: z.number().int(),
  /** Share of the file read, 0–100 (null when its size is unknown). */
  percent: z.number().nullable(),
  rowsPerSecond: z.number(),
  error: z.string().nullable(),
  createdAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
});
export type ImportSummary = z.infer<typeof importSummary>;

/** GET /admin/imports/{id}: the summary, progress and the refused rows. */
export const importReport = importSummary.extend({ refused: z.array(importRefusal) });
export type ImportReport = z.infer<typeof importReport>;

export const importListQuery = withinDepth(
  pageQuery.extend({ limit: positiveIntParam('limit', MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE) }),
);
export type ImportListQuery = z.infer<typeof importListQuery>;

export const importListResponse = z.object({ imports: z.array(importSummary), pagination });
export type ImportListResponse = z.infer<typeof importListResponse>;

/** Query of GET /admin/exports. */
export const exportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: `format must be one of: ${EXPORT_FORMATS.join(', ')}` }).default('csv'),
});
