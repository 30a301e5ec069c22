import { EyeOff, X } from 'lucide-react';
import { useId, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, TAG_BLACKLIST_MAX } from '@packdex/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useChangeTagBlacklist, useTagBlacklist, useTagMatches } from '../api/tag-blacklist.ts';
import { failureAlert, type ShowAlert } from '../lib/alerts.ts';
import { SectionCard } from './section-card.tsx';

/**
 * Hidden tags (docs/product.md#hidden-tags): the tags whose packs the account's lists, search and
 * feeds leave out. A tag is added by typing its name (the tags it starts are offered) and removed
 * with its ×.
 */
export function HiddenTagsSection({ showAlert }: { showAlert: ShowAlert }) {
  const { user } = useAuth();
  const viewerId = user?.id ?? null;
  const hidden = useTagBlacklist(viewerId);
  const change = useChangeTagBlacklist(viewerId);
  const [search, setSearch] = useState('');
  // The tags offered follow what is typed once it rests, from SEARCH_MIN_CHARS characters.
  const typed = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const ready = typed.length >= SEARCH_MIN_CHARS && typed === search.trim();
  const matches = useTagMatches(typed.length >= SEARCH_MIN_CHARS ? typed : '');
  const inputId = useId();
  const listId = useId();
  const tags = hidden.data?.tags ?? [];
  const hiddenSlugs = new Set(tags.map((tag) => tag.slug));
  const offered = ready ? (matches.data?.tags ?? []).filter((tag) => !hiddenSlugs.has(tag.slug)) : [];
  const full = tags.length >= TAG_BLACKLIST_MAX;
  const failed = failureAlert(showAlert, t('Hidden Tags Not Saved'), t('Could not change your hidden tags.'));

  const hide = (slug: string) =>
    change.mutate({ kind: 'add', slug }, { onSuccess: () => setSearch(''), onError: failed });

  return (
    <SectionCard title={t('Hidden tags')} icon={<EyeOff />}>
      <p className="text-sm text-fg-muted">
        {t(
          'Packs carrying these tags, or the narrower tags under them, are left out of your lists, search and feeds. Their pages still open from a link.',
        )}
      </p>
      {hidden.isPending ? (
        <div role="status" aria-label={t('Loading hidden tags…')}>
          <Skeleton className="h-8 w-2/3" />
        </div>
      ) : hidden.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-sm text-fg-muted">
          <p>{t('Could not load your hidden tags.')}</p>
          <Button variant="secondary" size="sm" onClick={() => void hidden.refetch()}>
            {t('Try Again')}
          </Button>
        </div>
      ) : tags.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('You hide no tags.')}</p>
      ) : (
        <ul aria-label={t('Hidden tags')} className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag.slug}
              className="inline-flex items-center gap-1 rounded-full border border-line-strong bg-surface-2 py-1 pr-1 pl-3 text-sm"
            >
              <span className="break-all">{tag.name}</span>
              <Button
                variant="ghost"
                size="sm"
                className="size-7 rounded-full p-0"
                aria-label={t('Show {name} again', { name: tag.name })}
                disabled={change.isPending}
                onClick={() => change.mutate({ kind: 'remove', slug: tag.slug }, { onError: failed })}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          // Enter hides the first tag offered for what was typed.
          if (offered[0] && !full) hide(offered[0].slug);
        }}
      >
        <Label htmlFor={inputId}>{t('Hide a tag')}</Label>
        <Input
          id={inputId}
          value={search}
          maxLength={100}
          autoComplete="off"
          placeholder={t('Type a tag name')}
          aria-describedby={full ? `${inputId}-full` : undefined}
          aria-controls={listId}
          disabled={full}
          onChange={(event) => setSearch(event.target.value)}
        />
        {full && (
          <p id={`${inputId}-full`} className="text-caption text-fg-muted">
            {t(
              'You hide {count, plural, one {# tag} other {# tags}}, the most there can be. Show one again to hide another.',
              { count: TAG_BLACKLIST_MAX },
            )}
          </p>
        )}
        <ul id={listId} aria-label={t('Matching tags')} className="flex flex-wrap gap-2">
          {offered.map((tag) => (
            <li key={tag.slug}>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={change.isPending || full}
                aria-label={t('Hide {name}', { name: tag.name })}
                onClick={() => hide(tag.slug)}
              >
                <EyeOff aria-hidden="true" />
                {tag.name}
              </Button>
            </li>
          ))}
        </ul>
        {ready && matches.isSuccess && offered.length === 0 && (
          <p role="status" className="text-caption text-fg-muted">
            {t('No tag to hide starts with “{search}”.', { search: typed })}
          </p>
        )}
      </form>
    </SectionCard>
  );
}
