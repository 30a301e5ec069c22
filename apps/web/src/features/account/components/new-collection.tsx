import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { COLLECTION_NAME_MAX_LENGTH } from '@packdex/shared/constants';
import type { Collection } from '@packdex/shared/schemas';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useCreateCollection } from '../api/collections.ts';
import { canCreateMore } from '../lib/collections.ts';

type Props = {
  collections: readonly Pick<Collection, 'isDefault'>[];
  /** Named collections a free account may have (null: no limit). */
  limit: number | null;
  /** After a collection is created: open it, or save an item in it. */
  onCreated: (created: { id: number; slug: string }) => void;
  /** Following the premium link (a dialog closes). */
  onLeave?: () => void;
  className?: string;
};

/** The "New collection" form, or, at a free account's limit, the way to premium. */
export function NewCollection({ collections, limit, onCreated, onLeave, className }: Props) {
  const create = useCreateCollection();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const nameId = useId();
  const limitText = t('Free accounts can have {count} collections besides Saved.', { count: limit ?? 0 });

  if (!canCreateMore(collections, limit))
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
        {limitText}
        <Link to={paths.premium.getHref()} className={buttonClasses('secondary', 'sm')} onClick={onLeave}>
          {t('Go premium for unlimited collections')}
        </Link>
      </p>
    );

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setError(null);
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (created) => {
          setName('');
          onCreated(created);
        },
        onError: (e) =>
          setError(
            e instanceof ApiError && e.code === 'COLLECTION_LIMIT'
              ? limitText
              : t('Could not create the collection. Please try again.'),
          ),
      },
    );
  };

  return (
    <form onSubmit={onCreate} className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={nameId}>{t('New collection')}</Label>
      <div className="flex gap-2">
        <Input
          id={nameId}
          value={name}
          maxLength={COLLECTION_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('Name')}
          invalid={error !== null}
        />
        <Button type="submit" disabled={create.isPending || !name.trim()}>
          <Plus aria-hidden="true" /> {t('Create')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
