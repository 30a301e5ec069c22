import { Ban, Loader2, Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAlert } from '@/components/ui/use-alert.ts';
import { PageShell } from '@/components/page-shell.tsx';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useAddBannedTerm } from '../api/add-banned-term.ts';
import { useDeleteBannedTerm } from '../api/delete-banned-term.ts';
import { useBannedTerms } from '../api/get-banned-terms.ts';

/** /admin/banned-terms: the words refused in the catalogue's text and searches; add and remove them. */
export function AdminBannedTermsPage() {
  const terms = useBannedTerms();
  const add = useAddBannedTerm();
  const remove = useDeleteBannedTerm();
  const [term, setTerm] = useState('');
  const inputId = useId();
  const { showAlert, alertProps } = useAlert();
  const failed = (error: unknown) =>
    showAlert({ type: 'error', title: t('Error'), message: apiErrorMessage(error, t('The change was not saved')) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!term.trim()) return;
    add.mutate(term.trim(), { onSuccess: () => setTerm(''), onError: failed });
  };

  return (
    <PageShell
      icon={<Ban />}
      title={t('Banned Terms')}
      description={t(
        'Words that suggest a minor or a lack of consent: refused in titles, tags, model names and bios, and searches containing them find nothing. Matched as whole words, whatever the case, separators or digits written for letters.',
      )}
    >
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={inputId}>{t('New term')}</Label>
          <Input id={inputId} value={term} maxLength={100} onChange={(e) => setTerm(e.target.value)} />
        </div>
        <Button type="submit" disabled={add.isPending || !term.trim()}>
          {add.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {t('Add')}
        </Button>
      </form>
      {terms.isPending ? (
        <Skeleton className="h-32 rounded-card" aria-label={t('Loading terms')} />
      ) : terms.isError ? (
        <EmptyState
          title={t('The terms could not be loaded.')}
          action={
            <Button variant="outline" onClick={() => void terms.refetch()}>
              {t('Try again')}
            </Button>
          }
        />
      ) : terms.data.terms.length === 0 ? (
        <EmptyState icon={<Ban />} title={t('No banned terms')} />
      ) : (
        <ul aria-label={t('Banned terms')} className="flex flex-wrap gap-2">
          {terms.data.terms.map((item) => (
            <li
              key={item.id}
              className="inline-flex items-center gap-1 rounded-full border border-line bg-surface py-1 pr-1 pl-3 text-sm"
            >
              {item.term}
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={t('Remove {term}', { term: item.term })}
                disabled={remove.isPending && remove.variables === item.id}
                onClick={() => remove.mutate(item.id, { onError: failed })}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AlertDialog {...alertProps} />
    </PageShell>
  );
}
