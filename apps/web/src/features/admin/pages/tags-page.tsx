import { Loader2, Tags, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { AdminTag } from '@packdex/shared/schemas';
import { slugify } from '@packdex/shared/slugify';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAlert } from '@/components/ui/use-alert.ts';
import { PageShell } from '@/components/page-shell.tsx';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { type TagChange, useAdminTags, useChangeTag } from '../api/tags.ts';

/** One tag's row: rename, set the parent, merge into another, add and remove aliases. */
function TagRow({ tag, change, busy }: { tag: AdminTag; change: (c: TagChange) => void; busy: boolean }) {
  const [name, setName] = useState(tag.name);
  const [parent, setParent] = useState(tag.parentId === null ? '' : String(tag.parentId));
  const [alias, setAlias] = useState('');
  const [into, setInto] = useState('');
  const id = useId();
  const submit = (event: FormEvent, c: TagChange | null) => {
    event.preventDefault();
    if (c) change(c);
  };
  const idOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 className="font-semibold">{tag.name}</h2>
        <span className="text-sm text-fg-muted">
          #{tag.id} · {tag.slug} · {t('{count, plural, one {# item} other {# items}}', { count: tag.count })}
          {tag.parent ? ` · ${t('Parent')}: ${tag.parent}` : ''}
        </span>
      </div>
      {tag.aliases.length > 0 ? (
        <ul aria-label={t('Aliases of {name}', { name: tag.name })} className="flex flex-wrap gap-2">
          {tag.aliases.map((a) => (
            <li
              key={a}
              className="inline-flex items-center gap-1 rounded-full border border-line py-0.5 pr-1 pl-3 text-sm"
            >
              {a}
              <Button
                variant="ghost"
                size="icon"
                className="size-6"
                aria-label={t('Remove {term}', { term: a })}
                disabled={busy}
                onClick={() => change({ kind: 'unalias', id: tag.id, slug: slugify(a) })}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <form
          onSubmit={(e) => submit(e, name.trim() ? { kind: 'update', id: tag.id, body: { name: name.trim() } } : null)}
          className="flex items-end gap-2"
        >
          <div className="flex flex-1 flex-col gap-1">
            <Label htmlFor={`${id}-name`}>{t('Name')}</Label>
            <Input id={`${id}-name`} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
          </div>
          <Button type="submit" variant="outline" disabled={busy || name.trim() === tag.name}>
            {t('Rename')}
          </Button>
        </form>
        <form
          onSubmit={(e) => submit(e, { kind: 'update', id: tag.id, body: { parentId: idOf(parent) } })}
          className="flex items-end gap-2"
        >
          <div className="flex flex-1 flex-col gap-1">
            <Label htmlFor={`${id}-parent`}>{t('Parent tag number')}</Label>
            <Input id={`${id}-parent`} inputMode="numeric" value={parent} onChange={(e) => setParent(e.target.value)} />
          </div>
          <Button type="submit" variant="outline" disabled={busy}>
            {t('Save')}
          </Button>
        </form>
        <form
          onSubmit={(e) => submit(e, alias.trim() ? { kind: 'alias', id: tag.id, name: alias.trim() } : null)}
          className="flex items-end gap-2"
        >
          <div className="flex flex-1 flex-col gap-1">
            <Label htmlFor={`${id}-alias`}>{t('New alias')}</Label>
            <Input id={`${id}-alias`} value={alias} maxLength={60} onChange={(e) => setAlias(e.target.value)} />
          </div>
          <Button type="submit" variant="outline" disabled={busy || !alias.trim()}>
            {t('Add')}
          </Button>
        </form>
        <form
          onSubmit={(e) => submit(e, idOf(into) ? { kind: 'merge', id: tag.id, into: idOf(into)! } : null)}
          className="flex items-end gap-2"
        >
          <div className="flex flex-1 flex-col gap-1">
            <Label htmlFor={`${id}-into`}>{t('Merge into tag number')}</Label>
            <Input id={`${id}-into`} inputMode="numeric" value={into} onChange={(e) => setInto(e.target.value)} />
          </div>
          <Button type="submit" variant="outline" disabled={busy || !idOf(into)}>
            {t('Merge')}
          </Button>
        </form>
      </div>
    </li>
  );
}

/** /admin/tags (editors and admins): every tag, to rename, nest, merge and give aliases. */
export function AdminTagsPage() {
  const [search, setSearch] = useState('');
  const tags = useAdminTags(search, 1);
  const change = useChangeTag();
  const { showAlert, alertProps } = useAlert();
  const searchId = useId();
  const apply = (c: TagChange) =>
    change.mutate(c, {
      onError: (error) =>
        showAlert({ type: 'error', title: t('Error'), message: apiErrorMessage(error, t('The change was not saved')) }),
    });

  return (
    <PageShell
      icon={<Tags />}
      title={t('Tags')}
      description={t(
        'Rename, nest and merge tags, and give them aliases: a search or a form using an alias finds the tag.',
      )}
    >
      <div className="flex max-w-sm flex-col gap-1.5">
        <Label htmlFor={searchId}>{t('Search tags')}</Label>
        <Input id={searchId} value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
      </div>
      {change.isPending ? <Loader2 className="animate-spin" aria-label={t('Saving…')} /> : null}
      {tags.isPending ? (
        <Skeleton className="h-32 rounded-card" />
      ) : tags.isError || tags.data.tags.length === 0 ? (
        <EmptyState icon={<Tags />} title={t('No tags')} />
      ) : (
        <ul aria-label={t('Tags')} className="flex flex-col gap-3">
          {tags.data.tags.map((tag) => (
            <TagRow key={`${tag.id}-${tag.name}-${tag.parentId}`} tag={tag} change={apply} busy={change.isPending} />
          ))}
        </ul>
      )}
      <AlertDialog {...alertProps} />
    </PageShell>
  );
}
