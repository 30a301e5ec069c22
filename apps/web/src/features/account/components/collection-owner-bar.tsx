import { Globe, Link2, Lock, Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { COLLECTION_NAME_MAX_LENGTH } from '@packdex/shared/constants';
import type { CollectionResponse } from '@packdex/shared/schemas';
import { Button } from '@/components/ui/button.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { paths } from '@/config/paths.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useDeleteCollection, useUpdateCollection } from '../api/collections.ts';

type Props = { collection: CollectionResponse['collection'] };

/** The owner's controls on a collection's page: public or private, its link, rename, delete. */
export function CollectionOwnerBar({ collection }: Props) {
  const update = useUpdateCollection();
  const remove = useDeleteCollection();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [name, setName] = useState(collection.name);
  const [copied, setCopied] = useState(false);
  const nameId = useId();
  const linkId = useId();
  const link = `${window.location.origin}${paths.collection.getHref(collection.id, collection.slug)}`;

  const onRename = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    update.mutate(
      { id: collection.id, name: name.trim() },
      {
        onSuccess: (saved) => {
          setRenaming(false);
          void navigate(paths.collection.getHref(saved.id, saved.slug), { replace: true });
        },
      },
    );
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin): the link stays shown to copy by hand.
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-card border border-line-strong p-4" data-testid="collection-owner-bar">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={update.isPending}
          data-testid="collection-visibility"
          onClick={() => update.mutate({ id: collection.id, public: !collection.public })}
        >
          {collection.public ? <Lock aria-hidden="true" /> : <Globe aria-hidden="true" />}
          {collection.public ? t('Make private') : t('Make public')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setRenaming((r) => !r)} aria-expanded={renaming}>
          <Pencil aria-hidden="true" /> {t('Rename')}
        </Button>
        {!collection.isDefault &&
          (confirming ? (
            <>
              <Button
                variant="danger"
                size="sm"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(collection.id, { onSuccess: () => void navigate(paths.collections.getHref()) })
                }
              >
                {t('Delete for good')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                {t('Cancel')}
              </Button>
            </>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" /> {t('Delete')}
            </Button>
          ))}
      </div>
      {renaming && (
        <form onSubmit={onRename} className="flex flex-col gap-1.5">
          <Label htmlFor={nameId}>{t('Name')}</Label>
          <div className="flex gap-2">
            <Input
              id={nameId}
              value={name}
              maxLength={COLLECTION_NAME_MAX_LENGTH}
              onChange={(event) => setName(event.target.value)}
            />
            <Button type="submit" disabled={update.isPending || !name.trim()}>
              {t('Save')}
            </Button>
          </div>
        </form>
      )}
      {collection.public ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={linkId}>{t('Anyone with this link can see the collection')}</Label>
          <div className="flex gap-2">
            <Input id={linkId} readOnly value={link} data-testid="collection-link" onFocus={(e) => e.target.select()} />
            <Button variant="secondary" onClick={() => void copy()}>
              <Link2 aria-hidden="true" /> {copied ? t('Copied') : t('Copy link')}
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">
          {t('Only you can see this collection. Make it public to share its link.')}
        </p>
      )}
    </div>
  );
}
