import { Download, FileCheck2, FileUp, Loader2, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import type { ImportResult, ImportSummary } from '@packdex/shared/schemas/catalogue-admin';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Label } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAlert } from '@/components/ui/use-alert.ts';
import { PageShell } from '@/components/page-shell.tsx';
import { runtimeConfig } from '@/config/runtime.ts';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { formatNumber } from '@/lib/i18n/format.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useImports, useResumeImport, useStartImport } from '../api/imports.ts';
import { ImportHistory } from '../components/import-history.tsx';
import { ImportReport } from '../components/import-report.tsx';
import { downloadFile } from '../lib/download.ts';

const ACCEPT = '.csv,.json,.ndjson,.jsonl,text/csv,application/json,application/x-ndjson';
/** The API reference, whose `imports` section describes the file and its columns. */
const docsUrl = () => `${runtimeConfig.apiBase}/docs#/imports`;

/** The import under way, as the list last showed it: how far it has read and how fast. */
function ImportProgress({ running }: { running: ImportSummary | undefined }) {
  const percent = running?.percent ?? null;
  return (
    <div role="status" className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {t('Importing…')}
        {percent !== null && <span className="tabular-nums">{formatNumber(percent, 1)} %</span>}
      </p>
      <progress
        className="h-1.5 w-full accent-accent"
        max={100}
        value={percent ?? undefined}
        aria-label={t('Progress of the import')}
      />
      {running && (
        <p className="text-fg-muted tabular-nums">
          {t('{rows} rows read, {speed} rows per second', {
            rows: formatNumber(running.rows),
            speed: formatNumber(running.rowsPerSecond),
          })}
        </p>
      )}
    </div>
  );
}

/** /admin/imports: check a catalogue file, apply it, follow past imports and export the catalogue. */
export function AdminImportsPage() {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportResult | null>(null);
  /** The file the shown dry run checked: "Import" applies only a checked file. */
  const [checked, setChecked] = useState<File | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const start = useStartImport();
  const resume = useResumeImport();
  const applying = start.isPending && start.variables.dryRun === false;
  const imports = useImports(applying || resume.isPending);
  const inputId = useId();
  const hintId = useId();
  const { showAlert, alertProps } = useAlert();

  const failed = (error: unknown) =>
    showAlert({ type: 'error', title: t('Error'), message: apiErrorMessage(error, t('The request failed')) });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setReport(null);
    setChecked(null);
    setPageError(null);
  };

  const run = (dryRun: boolean) => {
    if (!file) return;
    setPageError(null);
    start.mutate(
      { file, dryRun },
      {
        onSuccess: (result) => {
          setReport(result);
          setChecked(dryRun ? file : null);
        },
        onError: (error) => setPageError(apiErrorMessage(error, t('The file could not be imported'))),
      },
    );
  };

  const save = (path: string, name: string, type: string) => void downloadFile(path, name, type).catch(failed);

  const running = imports.data?.imports.find((i) => i.status === 'running' && !i.dryRun);

  return (
    <PageShell
      icon={<FileUp />}
      title={t('Imports')}
      description={t('Add and update models and content in bulk from a file, and export the catalogue.')}
    >
      <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3">
        <h2 id={`${inputId}-title`} className="text-lg font-semibold">
          {t('Import a file')}
        </h2>
        <p id={hintId} className="text-sm text-fg-muted">
          {t(
            'CSV, JSON or NDJSON, one model or content item a row: a kind column (model or content), model_id, then the fields of the admin forms (tags comma-separated).',
          )}{' '}
          <a href={docsUrl()} className="text-accent underline underline-offset-4" target="_blank" rel="noreferrer">
            {t('The columns, in the API reference')}
          </a>
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <Label htmlFor={inputId}>{t('File to import')}</Label>
            <input
              id={inputId}
              type="file"
              accept={ACCEPT}
              aria-describedby={hintId}
              onChange={choose}
              className="rounded-lg border border-line-strong bg-surface p-2 text-sm file:rounded-md file:bg-surface-2 file:px-3 file:py-1 file:text-fg"
            />
          </div>
          <div className="flex gap-2">
            <Button variant="outline" disabled={!file || start.isPending} onClick={() => run(true)}>
              {start.isPending && !applying ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <FileCheck2 aria-hidden="true" />
              )}
              {t('Check file')}
            </Button>
            <Button disabled={!file || checked !== file || start.isPending} onClick={() => run(false)}>
              <Upload aria-hidden="true" />
              {t('Import')}
            </Button>
          </div>
        </div>
        {file && !checked && !report && !start.isPending && (
          <p className="text-sm text-fg-muted">{t('Check the file first: the import is applied after a check.')}</p>
        )}
        {pageError && (
          <p role="alert" className="rounded-lg border border-danger/30 bg-danger/15 p-3 text-sm text-danger">
            {pageError}
          </p>
        )}
        {applying && <ImportProgress running={running} />}
        {report && !start.isPending && <ImportReport result={report} />}
      </section>

      <section aria-labelledby={`${inputId}-export`} className="flex flex-col gap-3">
        <h2 id={`${inputId}-export`} className="text-lg font-semibold">
          {t('Export catalogue')}
        </h2>
        <p className="text-sm text-fg-muted">{t('Every model and content item, in the columns an import reads.')}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => save('/admin/exports?format=csv', 'catalogue.csv', 'text/csv')}>
            <Download aria-hidden="true" />
            {t('Export as CSV')}
          </Button>
          <Button
            variant="outline"
            onClick={() => save('/admin/exports?format=ndjson', 'catalogue.ndjson', 'application/x-ndjson')}
          >
            <Download aria-hidden="true" />
            {t('Export as NDJSON')}
          </Button>
        </div>
      </section>

      <section aria-labelledby={`${inputId}-past`} className="flex flex-col gap-3">
        <h2 id={`${inputId}-past`} className="text-lg font-semibold">
          {t('Past imports')}
        </h2>
        {imports.isPending ? (
          <Skeleton className="h-32 rounded-card" aria-label={t('Loading imports')} />
        ) : imports.isError ? (
          <EmptyState
            title={t('The imports could not be loaded.')}
            action={
              <Button variant="outline" onClick={() => void imports.refetch()}>
                {t('Try again')}
              </Button>
            }
          />
        ) : imports.data.imports.length === 0 ? (
          <EmptyState icon={<FileUp />} title={t('No imports yet')} />
        ) : (
          <ImportHistory
            imports={imports.data.imports}
            resuming={resume.isPending ? resume.variables : null}
            onResume={(item) => resume.mutate(item.id, { onError: failed })}
            onDownloadRefused={(item) =>
              save(`/admin/imports/${item.id}/refused.csv`, `import-${item.id}-refused.csv`, 'text/csv')
            }
          />
        )}
      </section>
      <AlertDialog {...alertProps} />
    </PageShell>
  );
}
