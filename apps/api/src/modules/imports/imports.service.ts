import { createReadStream } from 'node:fs';
import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type {
  ImportFormat,
  ImportListQuery,
  ImportListResponse,
  ImportRefusal,
  ImportReport,
  ImportResult,
  ImportSummary,
} from '@packdex/shared/schemas/catalogue-admin';
import type { Transact } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { paginationOf } from '../../lib/paging.ts';
import { now, toIso } from '../../lib/time.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { applyBatch, type Catalogue, newFileState, repeatOf, screened } from './import-batch.ts';
import { readRows, UnreadableFile } from './import-reader.ts';
import { parseRow, type ParsedRow } from './import-rows.ts';
import type { ImportRow, ImportsRepository } from './imports.repository.ts';

/** Rows a batch applies in one transaction: short enough that the site's writes barely wait. */
export const IMPORT_BATCH_ROWS = 500;
/** Refused rows an answer or report lists; the CSV download has every one. */
export const REFUSALS_LISTED = 10_000;
/** An import whose row has not moved for this long has stopped (its process died): it may be resumed. */
const STALE_MS = 60_000;

/** How far an import has come, after each batch. */
export interface ImportProgress {
  rows: number;
  percent: number | null;
  rowsPerSecond: number;
}

interface Deps {
  transact: Transact;
  imports: ImportsRepository;
  catalogue: Catalogue;
  audit: Pick<AuditService, 'record'>;
  /** Where uploaded files are kept until their import ends (deleted then; a file named on the command line is not). */
  filesDir: string;
  batchRows?: number;
  /** Tests: runs inside each batch's transaction before it commits (a throw there is a crash mid-import). */
  beforeCommit?: (batch: number) => void | Promise<void>;
  /** Where a failure the import's rules did not foresee is written, with its stack (never a row's data). */
  log?: Pick<FastifyBaseLogger, 'error'>;
}

interface Source {
  fileName: string;
  format: ImportFormat;
  path: string;
  totalBytes: number | null;
}

const percentOf = (row: Pick<ImportRow, 'read_bytes' | 'total_bytes' | 'status'>) => {
  if (row.status === 'done') return 100;
  const total = Number(row.total_bytes ?? 0);
  return total > 0 ? Math.min(100, Math.round((Number(row.read_bytes) / total) * 1000) / 10) : null;
};

function toSummary(row: ImportRow): ImportSummary {
  return {
    id: row.id,
    dryRun: row.dry_run === 1,
    status: row.status,
    fileName: row.file_name,
    format: row.format,
    rows: row.last_row,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    refusedCount: row.refused,
    percent: percentOf(row),
    rowsPerSecond: Math.round(Number(row.rows_per_second)),
    error: row.error,
    createdAt: toIso(row.created_at),
    finishedAt: toIso(row.finished_at),
  };
}

/**
 * Catalogue imports (docs/catalogue-operations.md): a file of models and items is read as a
 * stream and applied in batches, each one transaction that also records how far the import got,
 * so an import stopped by a crash resumes after its last committed row and applies none twice.
 * A dry run decides the same things and writes only its report. Each applied import is one
 * audit entry.
 */
export function importsService({
  transact,
  imports,
  catalogue,
  audit,
  filesDir,
  batchRows = IMPORT_BATCH_ROWS,
  beforeCommit,
  log,
}: Deps) {
  async function listedRefusals(id: number): Promise<ImportRefusal[]> {
    const rows = await imports.refusals(id, { row: 0, seq: 0 }, REFUSALS_LISTED);
    return rows.map(({ row, field, error }) => ({ row, field, error }));
  }

  async function result(id: number): Promise<ImportResult> {
    const row = (await imports.find(id))!;
    return {
      id,
      dryRun: row.dry_run === 1,
      created: row.created,
      updated: row.updated,
      unchanged: row.unchanged,
      refused: await listedRefusals(id),
    };
  }

  /** Deletes a finished import's uploaded file (a file named on the command line is the operator's: kept). */
  async function discard(file: string) {
    if (path.dirname(path.resolve(file)) === path.resolve(filesDir)) await rm(file, { force: true });
  }

  /** Reads the import's file from the start, skipping the rows already committed, and applies the rest. */
  async function run(id: number, onProgress?: (p: ImportProgress) => void): Promise<ImportResult> {
    const job = (await imports.find(id))!;
    const dryRun = job.dry_run === 1;
    const state = newFileState();
    const read = { bytes: 0 };
    const started = clock.millis();
    let counts = { created: job.created, updated: job.updated, unchanged: job.unchanged, refused: job.refused };
    let applied = 0;
    let batch: { row: number; parsed: ParsedRow }[] = [];
    let batchNo = 0;

    async function commit() {
      batchNo += 1;
      const lastRow = batch.at(-1)!.row;
      const seconds = Math.max(0.001, (clock.millis() - started) / 1000);
      const rowsPerSecond = (applied + batch.length) / seconds;
      const next = await transact(async (trx) => {
        const tally = await applyBatch(catalogue, batch, state, { dryRun, at: now(), by: job.admin_id }, trx);
        await imports.addRefusals(id, tally.refusals, trx);
        const totals = {
          created: counts.created + tally.created,
          updated: counts.updated + tally.updated,
          unchanged: counts.unchanged + tally.unchanged,
          refused: counts.refused + new Set(tally.refusals.map((r) => r.row)).size,
        };
        await imports.update(
          id,
          { ...totals, last_row: lastRow, read_bytes: read.bytes, rows_per_second: rowsPerSecond, updated_at: now() },
          trx,
        );
        await beforeCommit?.(batchNo);
        return totals;
      });
      counts = next;
      applied += batch.length;
      batch = [];
      onProgress?.({
        rows: lastRow,
        percent: percentOf({ read_bytes: read.bytes, total_bytes: job.total_bytes, status: 'running' }),
        rowsPerSecond: Math.round(rowsPerSecond),
      });
    }

    try {
      for await (const source of readRows(createReadStream(job.source_path), job.format, read)) {
        const parsed: ParsedRow =
          'error' in source
            ? { kind: 'refused', refusals: [{ row: source.row, field: 'row', error: source.error }] }
            : await screened(catalogue.bannedTerms, source.row, parseRow(source.row, source.fields));
        // Rows a committed batch applied are only remembered (their keys), never applied again.
        if (source.row <= job.last_row) {
          repeatOf(state, source.row, parsed);
          if (dryRun && parsed.kind === 'model') state.planned.set(parsed.key, parsed.input.name);
          continue;
        }
        batch.push({ row: source.row, parsed });
        if (batch.length >= batchRows) await commit();
      }
      if (batch.length > 0) await commit();
    } catch (err) {
      if (!(err instanceof UnreadableFile)) {
        await imports.update(id, {
          status: 'failed',
          error: `The import stopped: ${(err as Error).message}`,
          updated_at: now(),
        });
        throw err;
      }
      await transact(async (trx) => {
        await imports.addRefusals(id, [{ row: err.row, field: 'file', error: err.message }], trx);
        await imports.update(
          id,
          { status: 'failed', error: err.message, refused: counts.refused + 1, finished_at: now(), updated_at: now() },
          trx,
        );
      });
      await discard(job.source_path);
      return result(id);
    }
    await imports.update(id, { status: 'done', read_bytes: read.bytes, finished_at: now(), updated_at: now() });
    await discard(job.source_path);
    return result(id);
  }

  return {
    /**
     * Records a new import of a file and runs it; an applied one is one audit entry, written with the
     * import's record (no admin for the command line's).
     */
    async start(
      actorId: number | null,
      source: Source,
      dryRun: boolean,
      onProgress?: (p: ImportProgress) => void,
    ): Promise<ImportResult> {
      const at = now();
      const id = await transact(async (trx) => {
        const importId = await imports.create(
          {
            admin_id: actorId,
            dry_run: dryRun ? 1 : 0,
            status: 'running',
            file_name: source.fileName,
            format: source.format,
            source_path: source.path,
            total_bytes: source.totalBytes,
            created_at: at,
            updated_at: at,
          },
          trx,
        );
        if (!dryRun)
          await audit.record(
            {
              actor: actorId,
              action: 'import',
              entity: 'catalogue_import',
              entityId: importId,
              label: source.fileName,
              after: {
                fileName: source.fileName,
                format: source.format,
                from: actorId === null ? 'command line' : 'admin',
              },
            },
            trx,
          );
        return importId;
      });
      return run(id, onProgress);
    },

    /** Goes on with an import a crash or an error stopped, after its last committed row. */
    async resume(id: number, onProgress?: (p: ImportProgress) => void): Promise<ImportResult> {
      const job = await imports.find(id);
      if (!job) throw notFound('Import not found');
      // A file that could not be read ends its import (finished, with the refusal saying why).
      if (job.status === 'done' || job.finished_at !== null) throw conflict('This import has finished');
      if (
        !(await access(job.source_path).then(
          () => true,
          () => false,
        ))
      )
        throw conflict('The file of this import is no longer kept: import it again');
      const staleBefore = new Date(clock.millis() - STALE_MS).toISOString();
      if (!(await imports.claim(id, staleBefore, now()))) throw conflict('This import is still running');
      try {
        return await run(id, onProgress);
      } catch (err) {
        // A failure the import's own rules did not foresee ends the resume with a readable refusal (the
        // rows applied so far stay applied; a later resume goes on from them), never a 500.
        if (err instanceof AppError) throw err;
        // The answer hides the cause from the admin; the log keeps it (with its stack) for whoever fixes it.
        log?.error({ err, importId: id }, 'resuming an import failed unforeseen');
        throw conflict('This import could not be resumed: import the file again');
      }
    },

    async list(query: ImportListQuery): Promise<ImportListResponse> {
      const { rows, total } = await imports.list({ page: query.page, limit: query.limit });
      return { imports: rows.map(toSummary), pagination: paginationOf(query.page, query.limit, total) };
    },

    async report(id: number): Promise<ImportReport> {
      const row = await imports.find(id);
      if (!row) throw notFound('Import not found');
      return { ...toSummary(row), refused: await listedRefusals(id) };
    },

    /** Every refused row of an import, in row order, read in batches (the CSV download); 404 for no such import. */
    async refusedRows(id: number): Promise<AsyncIterable<ImportRefusal>> {
      if (!(await imports.find(id))) throw notFound('Import not found');
      return (async function* () {
        let after = { row: 0, seq: 0 };
        for (;;) {
          const rows = await imports.refusals(id, after, 1000);
          for (const { row, field, error } of rows) yield { row, field, error };
          if (rows.length < 1000) return;
          after = rows.at(-1)!;
        }
      })();
    },
  };
}
export type ImportsService = ReturnType<typeof importsService>;
