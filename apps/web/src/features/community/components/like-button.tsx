import { Heart, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatCount } from '@packdex/shared/utils';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useAuth, useAuthDialog } from '@/lib/auth/auth-context.ts';
import { cn } from '@/lib/cn.ts';
import { useLikeStats } from '../api/get-like-stats.ts';
import { useToggleLike } from '../api/toggle-like.ts';
import { SIGN_IN_PROMPT } from '../lib/prompts.ts';
import { toRef } from '../lib/target.ts';
import type { TargetRef } from '../lib/target.ts';
import type { CommunityTarget } from '../types.ts';
import { GatePopover } from './gate-popover.tsx';

type Gate = { kind: 'sign-in' } | { kind: 'forbidden'; message: string };

function LikeToggle({ target, refTo }: { target: CommunityTarget; refTo: TargetRef }) {
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const viewerId = user?.id ?? null;
  const stats = useLikeStats(refTo, viewerId);
  const toggle = useToggleLike(refTo, viewerId);
  const [gate, setGate] = useState<Gate | null>(null);

  if (stats.isPending) return <Skeleton className="h-10 w-20 rounded-lg" />;

  const liked = stats.data?.isLiked ?? false;
  const total = stats.data ? formatCount(stats.data.totalLikes) : '—';
  const visitor = user === null;

  const onClick = () => {
    if (visitor) {
      setGate({ kind: 'sign-in' });
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
      message={gate?.kind === 'forbidden' ? gate.message : SIGN_IN_PROMPT}
      action={
        gate?.kind === 'forbidden' ? (
          <Link
            to={paths.resendVerification.getHref()}
            className={buttonClasses('secondary', 'sm')}
            onClick={() => setGate(null)}
          >
            Verify email
          </Link>
        ) : (
          <Button
            size="sm"
            onClick={() => {
              setGate(null);
              openAuthDialog('login');
            }}
          >
            <LogIn aria-hidden="true" /> Sign In
          </Button>
        )
      }
    >
      <Button
        variant="outline"
        onClick={onClick}
        aria-pressed={visitor ? undefined : liked}
        aria-disabled={visitor || undefined}
        title={visitor ? SIGN_IN_PROMPT : `Like ${target.title}`}
        data-testid="like-button"
        className={cn('tabular-nums', liked && 'border-accent/50 text-accent', visitor && 'opacity-60')}
      >
        <span className="sr-only">Like</span>
        <Heart aria-hidden="true" className={cn(liked && 'fill-current')} />
        <span data-testid="like-count">{total}</span>
        <span className="sr-only"> likes</span>
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
