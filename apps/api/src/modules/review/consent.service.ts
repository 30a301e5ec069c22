import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CONSENT_FILE_MAX_BYTES,
  type ConsentDocumentType,
  type ConsentRecord,
  type ConsentRecordFields,
  type ConsentRecordsResponse,
  type ConsentState,
} from '@packdex/shared/schemas/review';
import type { Transact } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { now, toIso } from '../../lib/time.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ModelsRepository } from '../models/models.repository.ts';
import type { Viewer } from '../users/users.service.ts';
import type { ConsentRepository } from './consent.repository.ts';

interface Deps {
  transact: Transact;
  consent: ConsentRepository;
  models: Pick<ModelsRepository, 'findRef'>;
  audit: Pick<AuditService, 'record'>;
  /** Where the files are kept: under DATA_DIR, never under the uploads folder the site serves. */
  dir: string;
}

type Row = Awaited<ReturnType<ConsentRepository['forModel']>>[number];

/** Today (UTC) as YYYY-MM-DD: a record is current when checked by then and not expired before it. */
export const today = () => clock.now().toISOString().slice(0, 10);

const isCurrent = (r: Pick<Row, 'checked_on' | 'expires_on'>, day: string) =>
  r.checked_on <= day && (r.expires_on === null || r.expires_on >= day);

/** What a file's first bytes say it is, among the types a consent record may hold. */
function sniffType(bytes: Buffer): string | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return undefined;
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

function toRecord(row: Row, day: string): ConsentRecord {
  return {
    id: row.id,
    modelId: row.model_id!,
    documentType: row.document_type as ConsentDocumentType,
    checkedOn: row.checked_on,
    expiresOn: row.expires_on,
    checkedBy:
      row.checked_by !== null && row.checked_by_name !== null
        ? { id: row.checked_by, name: row.checked_by_name }
        : null,
    note: row.note,
    fileName: row.file_name,
    fileType: row.file_type,
    fileSize: row.file_size,
    current: isCurrent(row, day),
    createdAt: toIso(row.created_at),
  };
}

/**
 * Consent records (docs/compliance.md#consent-records): per model, the documents showing that the
 * person depicted is an adult who consented. Files are kept in `dir` under random names and only
 * ever read back through the authenticated, audited download; adding, downloading and deleting are
 * each written to the audit log.
 */
export function consentService({ transact, consent, models, audit, dir }: Deps) {
  async function modelOf(id: number) {
    const model = await models.findRef(id, true);
    if (!model) throw notFound('Model not found');
    return model;
  }

  return {
    /** Where each model's consent records stand today (models without any: missing). */
    async states(modelIds: readonly number[]): Promise<Map<number, ConsentState>> {
      const found = await consent.states(modelIds, today());
      return new Map(modelIds.map((id) => [id, found.has(id) ? (found.get(id) ? 'current' : 'expired') : 'missing']));
    },

    async list(modelId: number): Promise<ConsentRecordsResponse> {
      await modelOf(modelId);
      const day = today();
      const records = (await consent.forModel(modelId)).map((r) => toRecord(r, day));
      const state: ConsentState = records.some((r) => r.current) ? 'current' : records.length ? 'expired' : 'missing';
      return { state, records };
    },

    async add(
      staff: Viewer,
      modelId: number,
      fields: ConsentRecordFields,
      file: { bytes: Buffer; fileName: string },
    ): Promise<ConsentRecord> {
      const model = await modelOf(modelId);
      if (file.bytes.length > CONSENT_FILE_MAX_BYTES)
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The document is larger than 10 MB');
      const type = sniffType(file.bytes);
      if (!type)
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The document must be a PDF, JPEG, PNG or WebP file');
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const storedName = `${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
      const stored = path.join(dir, storedName);
      await writeFile(stored, file.bytes, { mode: 0o600 });
      const fileName = path.basename(file.fileName).slice(0, 200) || `document.${EXTENSIONS[type]}`;
      try {
        const id = await transact(async (trx) => {
          const recordId = await consent.insert(
            {
              model_id: modelId,
              model_name: model.name,
              document_type: fields.documentType,
              checked_on: fields.checkedOn,
              expires_on: fields.expiresOn ?? null,
              checked_by: staff.id,
              note: fields.note?.trim() || null,
              file_name: fileName,
              file_type: type,
              file_size: file.bytes.length,
              stored_name: storedName,
              created_at: now(),
            },
            trx,
          );
          await audit.record(
            {
              actor: staff,
              action: 'consent.add',
              entity: 'model',
              entityId: modelId,
              label: model.name,
              after: {
                recordId,
                documentType: fields.documentType,
                checkedOn: fields.checkedOn,
                expiresOn: fields.expiresOn ?? null,
                fileName,
              },
            },
            trx,
          );
          return recordId;
        });
        return toRecord((await consent.find(modelId, id))!, today());
      } catch (err) {
        await rm(stored, { force: true });
        throw err;
      }
    },

    /** The record's file for staff, each access written to the audit log before the bytes are read. */
    async file(staff: Viewer, modelId: number, recordId: number) {
      const model = await modelOf(modelId);
      const row = await consent.find(modelId, recordId);
      if (!row) throw notFound('Consent record not found');
      await transact((trx) =>
        audit.record(
          {
            actor: staff,
            action: 'consent.download',
            entity: 'model',
            entityId: modelId,
            label: model.name,
            after: { recordId, fileName: row.file_name },
          },
          trx,
        ),
      );
      const bytes = await readFile(path.join(dir, path.basename(row.stored_name))).catch(() => {
        throw notFound('The consent record’s file is missing');
      });
      return { bytes, type: row.file_type, fileName: row.file_name };
    },

    async remove(staff: Viewer, modelId: number, recordId: number): Promise<void> {
      const model = await modelOf(modelId);
      const row = await transact(async (trx) => {
        const found = await consent.find(modelId, recordId, trx);
        if (!found || !(await consent.remove(recordId, trx))) throw notFound('Consent record not found');
        await audit.record(
          {
            actor: staff,
            action: 'consent.delete',
            entity: 'model',
            entityId: modelId,
            label: model.name,
            before: toRecord(found, today()),
          },
          trx,
        );
        return found;
      });
      await rm(path.join(dir, path.basename(row.stored_name)), { force: true });
    },
  };
}
export type ConsentService = ReturnType<typeof consentService>;
