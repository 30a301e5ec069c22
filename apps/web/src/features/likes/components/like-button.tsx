import { Heart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { compactCount, unknownCount } from '@/lib/i18n/format.ts';
import { serverMessage, t } from '@/lib/i18n/i18n.ts';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { cn } from '@/lib/cn.ts';
import { useLikeStats } from '../api/get-like-stats.ts';
import { useToggleLike } from '../api/toggle-like.ts';
import { SIGN_IN_PROMPT, VERIFY_PROMPT } from '@/lib/sign-in-prompts.ts';
import { toRef } from '@/lib/community-target.ts';
import type { TargetRef } from '@/lib/community-target.ts';
import type { CommunityTarget } from '@/lib/community-target.ts';
import { GatePopover, GateSignIn } from '@/components/gate-popover.tsx';

type Gate = { kind: 'sign-in' } | { kind: 'forbidden'; message: string };

function LikeToggle({ target, refTo }: { target: CommunityTarget; refTo: TargetRef }) {
  const { user } = useAuth();
  const viewerId = user?.id ?? null;
  const stats = useLikeStats(refTo, viewerId);
  const toggle = useToggleLike(refTo, viewerId);
  const [gate, setGate] = useState<Gate | null>(null);

  if (stats.isPending) return <Skeleton className="h-10 w-20 rounded-lg" />;

  const liked = stats.data?.isLiked ?? false;
  const total = stats.data ? compactCount(stats.data.totalLikes) : unknownCount;
  const visitor = user === null;

  const onClick = () => {
    if (visitor) {
      setGate({ kind: 'sign-in' });
      return;
    }
    // The server refuses unverified accounts too (403); asking it would only log an error.
    if (!user.isVerified && !user.isAdmin) {
      setGate({ kind: 'forbidden', message: VERIFY_PROMPT });
      return;
    }
    toggle.mutate(undefined, {
      onError: (error) => {
        // Like errors are only logged (docs/product.md#errors) (the mutation does) — except the one a person can act on.
        if (error instanceof ApiError && error.status === 403) setGate({ kind: 'forbidden', message: error.message });
        if (error instanceof ApiError && error.status === 401) setGate({ kind: 'sign-in' });
      },
    });
  };

  return (
    <GatePopover
      open={gate !== null}
      onOpenChange={(open) => !open && setGate(null)}
      // The server's 403 text is the verify prompt, which the catalogue has; any other is translated when listed.
      message={gate?.kind !== 'forbidden' ? t(SIGN_IN_PROMPT) : serverMessage(gate.message)}
      action={
        gate?.kind === 'forbidden' ? (
          <Link
            to={paths.resendVerification.getHref()}
            className={buttonClasses('secondary', 'sm')}
            onClick={() => setGate(null)}
          >
            {t('Verify email')}
          </Link>
        ) : (
          <GateSignIn onClose={() => setGate(null)} />
        )
      }
    >
      <Button
        variant="outline"
        onClick={onClick}
        aria-pressed={visitor ? undefined : liked}
        aria-disabled={visitor || undefined}
        title={visitor ? t(SIGN_IN_PROMPT) : t('Like {title}', { title: target.title })}
        data-testid="like-button"
        className={cn('tabular-nums', liked && 'border-accent/50 text-accent', visitor && 'opacity-60')}
      >
        {/* Named as one sentence ("Like 1.5K likes"); the visible count is part of it (WCAG 2.5.3). */}
        <span className="sr-only">{t('Like {count, plural, one {{shown} like} other {{shown} likes}}', total)}</span>
        <Heart aria-hidden="true" className={cn(liked && 'fill-current')} />
        <span data-testid="like-count" aria-hidden="true">
          {total.shown}
        </span>
      </Button>
    </GatePopover>
  );
}

/** The like button of a content item or a model: the total, optimistic toggling (docs/product.md#community). */
export function LikeButton({ target }: { target: CommunityTarget }) {
  const refTo = toRef(target);
  if (!refTo) return null;
  return <LikeToggle key={`${refTo.kind}-${refTo.id}`} target={target} refTo={refTo} />;
}
