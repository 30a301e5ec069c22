import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { TitledDialog } from '@/components/ui/dialog.tsx';
import { paths } from '@/config/paths.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { CollectionChoices } from './collection-choices.tsx';

type Props = { viewerId: number; contentId: number; title: string; onClose: () => void };

/** Picks the collections holding an item (each a checkbox), or creates one and saves the item in it. */
export function SaveDialog({ viewerId, contentId, title, onClose }: Props) {
  return (
    <TitledDialog
      open
      onClose={onClose}
      title={t('Save to a collection')}
      description={t('Pick the collections that keep “{title}”.', { title })}
    >
      <CollectionChoices viewerId={viewerId} contentId={contentId} onLeave={onClose} />
      <div className="flex justify-between gap-2">
        <Link to={paths.collections.getHref()} className={buttonClasses('ghost', 'sm')} onClick={onClose}>
          {t('My collections')}
        </Link>
        <Button variant="secondary" onClick={onClose}>
          {t('Done')}
        </Button>
      </div>
    </TitledDialog>
  );
}
