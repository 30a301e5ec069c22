import { useId, useState, type FormEvent } from 'react';
import { Download, FileCheck2, Trash2 } from 'lucide-react';
import { CONSENT_DOCUMENT_TYPES, type ConsentRecord } from '@packdex/shared/schemas/review';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { formatBytes } from '@/lib/i18n/format.ts';
import { longDate } from '@/lib/i18n/long-date.ts';
import { t } from '@/lib/i18n/i18n.ts';
import {
  downloadConsentFile,
  useAddConsentRecord,
  useConsentRecords,
  useDeleteConsentRecord,
} from '../api/consent-records.ts';
import { adminFailure, type ShowAlert } from '../lib/alerts.ts';
import { CONSENT_DOCUMENT_LABELS, CONSENT_STATE_LABELS } from '../lib/labels.ts';

const today = () => new Date().toISOString().slice(0, 10);

function RecordLine({ record, modelId, showAlert }: { record: ConsentRecord; modelId: number; showAlert: ShowAlert }) {
  const remove = useDeleteConsentRecord();
  return (
    <li
      className="flex flex-wrap items-center gap-2 rounded-lg border border-line p-2 text-sm"
      data-testid="consent-record"
    >
      <Badge variant={record.current ? 'success' : 'warning'}>{record.current ? t('Current') : t('Expired')}</Badge>
      <span className="font-medium">{t(CONSENT_DOCUMENT_LABELS[record.documentType])}</span>
      <span className="text-caption text-fg-muted">
        {t('Checked {date} by {name}', { date: longDate(record.checkedOn) ?? '', name: record.checkedBy?.name ?? '—' })}
        {' · '}
        {record.expiresOn ? t('Expires {date}', { date: longDate(record.expiresOn) ?? '' }) : t('Does not expire')}
        {' · '}
        {formatBytes(record.fileSize)}
      </span>
      <span className="ml-auto flex gap-1">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() =>
            downloadConsentFile(record).catch(adminFailure(showAlert, t('The document could not be downloaded')))
          }
        >
          <Download aria-hidden="true" /> {t('Download')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-label={t('Delete this consent record')}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(
              { modelId, id: record.id },
              { onError: adminFailure(showAlert, t('The consent record was not deleted')) },
            )
          }
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </span>
    </li>
  );
}

/**
 * The consent records section of the admin model form (docs/compliance.md#consent-records): the
 * documents showing the model is an adult who consented, each kept privately and downloaded only
 * through the audited staff route, and a form to add one.
 */
export function ConsentRecords({ modelId, showAlert }: { modelId: number; showAlert: ShowAlert }) {
  const records = useConsentRecords(modelId);
  const add = useAddConsentRecord();
  const [file, setFile] = useState<File | null>(null);
  const [documentType, setDocumentType] = useState<string>('passport');
  const [checkedOn, setCheckedOn] = useState(today);
  const [expiresOn, setExpiresOn] = useState('');
  const [formKey, setFormKey] = useState(0);
  const id = useId();
  const state = records.data?.state;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!file) return;
    add.mutate(
      { modelId, file, documentType, checkedOn, expiresOn: expiresOn || undefined },
      {
        onSuccess: () => {
          setFile(null);
          setExpiresOn('');
          setFormKey((k) => k + 1);
        },
        onError: adminFailure(showAlert, t('The consent record was not saved')),
      },
    );
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-card border border-line p-3"
      data-testid="consent-records"
    >
      <div className="flex flex-wrap items-center gap-2">
        <FileCheck2 className="size-4 text-accent" aria-hidden="true" />
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          {t('Consent records')}
        </h3>
        {state && (
          <Badge variant={state === 'current' ? 'success' : 'danger'} data-testid="consent-state">
            {t(CONSENT_STATE_LABELS[state])}
          </Badge>
        )}
      </div>
      <p className="text-caption text-fg-muted">
        {t(
          'Proof that the person shown is an adult who consented. Files are kept privately; each download is written to the audit log.',
        )}
      </p>
      {records.data && records.data.records.length > 0 && (
        <ul className="flex flex-col gap-2">
          {records.data.records.map((r) => (
            <RecordLine key={r.id} record={r} modelId={modelId} showAlert={showAlert} />
          ))}
        </ul>
      )}
      {/* Its own form: a nested form would submit the model form. */}
      <div role="group" aria-label={t('Add a consent record')} className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-type`}>{t('Document type')}</Label>
          <Select id={`${id}-type`} value={documentType} onChange={(e) => setDocumentType(e.target.value)}>
            {CONSENT_DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(CONSENT_DOCUMENT_LABELS[type])}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-file`}>{t('Document (PDF, JPEG, PNG or WebP, up to 10 MB)')}</Label>
          <Input
            key={formKey}
            id={`${id}-file`}
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-checked`}>{t('Date checked')}</Label>
          <Input id={`${id}-checked`} type="date" value={checkedOn} onChange={(e) => setCheckedOn(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-expires`}>{t('Expires (optional)')}</Label>
          <Input id={`${id}-expires`} type="date" value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} />
        </div>
        <Button
          type="button"
          size="sm"
          className="justify-self-start"
          disabled={!file || add.isPending}
          onClick={submit}
        >
          {t('Add consent record')}
        </Button>
      </div>
    </section>
  );
}
