import { Eye, EyeOff } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useChangeTagBlacklist, useTagBlacklist } from '../api/tag-blacklist.ts';

/**
 * "Hide this tag" on a tag's page, for a signed-in account (docs/product.md#hidden-tags): its packs
 * leave the account's lists at once; pressed again, they come back. Visitors see nothing.
 */
export function HideTagButton({ slug, name }: { slug: string; name: string }) {
  const { user } = useAuth();
  const viewerId = user?.id ?? null;
  const hidden = useTagBlacklist(viewerId);
  const change = useChangeTagBlacklist(viewerId);
  if (viewerId === null || hidden.isPending || hidden.isError) return null;
  const isHidden = hidden.data.tags.some((tag) => tag.slug === slug);
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="outline"
        aria-pressed={isHidden}
        disabled={change.isPending}
        aria-busy={change.isPending}
        onClick={() => change.mutate({ kind: isHidden ? 'remove' : 'add', slug })}
        title={isHidden ? undefined : t('Leave the packs tagged {name} out of your lists', { name })}
      >
        {isHidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
        {isHidden ? t('Show this tag') : t('Hide this tag')}
      </Button>
      {change.isError && (
        <p role="alert" className="text-caption text-danger">
          {apiErrorMessage(change.error, t('Could not change your hidden tags.'))}
        </p>
      )}
    </div>
  );
}
