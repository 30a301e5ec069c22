import { UserCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { compactCount, unknownCount } from '@/lib/i18n/format.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { cn } from '@/lib/cn.ts';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { FollowResponse } from '@packdex/shared/schemas';
import { type FollowStatus, useFollowStatus } from '../api/get-follow-status.ts';
import { useTagFollowStatus, useToggleTagFollow } from '../api/tag-follow.ts';
import { useToggleFollow } from '../api/toggle-follow.ts';
import { GatePopover, GateSignIn } from '@/components/gate-popover.tsx';

type FollowButtonProps = { modelId: number; modelSlug: string; modelName: string };

/** Follow / Following on a model profile, with the follower count; visitors are asked to sign in. */
export function FollowButton({ modelId, modelSlug, modelName }: FollowButtonProps) {
  const { user } = useAuth();
  const viewerId = user?.id ?? null;
  const status = useFollowStatus(modelId, modelSlug, viewerId);
  const toggle = useToggleFollow(modelId, modelSlug, viewerId);
  return <FollowToggle status={status} toggle={toggle} name={modelName} />;
}

/** Follow / Following on a tag's page: its new packs then show on My activity. */
export function TagFollowButton({ slug, name }: { slug: string; name: string }) {
  const { user } = useAuth();
  const viewerId = user?.id ?? null;
  const status = useTagFollowStatus(slug, viewerId);
  const toggle = useToggleTagFollow(slug, viewerId);
  return <FollowToggle status={status} toggle={toggle} name={name} />;
}

type FollowToggleProps = {
  status: UseQueryResult<FollowStatus>;
  toggle: UseMutationResult<FollowResponse, Error, void, unknown>;
  /** The model's or the tag's name, in the sign-in prompt. */
  name: string;
};

function FollowToggle({ status, toggle, name: modelName }: FollowToggleProps) {
  const { user } = useAuth();
  const [prompt, setPrompt] = useState(false);

  if (status.isPending) return <Skeleton className="h-10 w-32 rounded-lg" />;

  const following = status.data?.isFollowing ?? false;
  const followers = status.data ? compactCount(status.data.followers) : unknownCount;
  const visitor = user === null;
  const onClick = () => {
    if (visitor) {
      setPrompt(true);
      return;
    }
    toggle.mutate(undefined, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) setPrompt(true);
      },
    });
  };

  return (
    <GatePopover
      open={prompt}
      onOpenChange={setPrompt}
      message={t('Please sign in to follow {name}', { name: modelName })}
      action={<GateSignIn onClose={() => setPrompt(false)} />}
    >
      <Button
        variant={following ? 'secondary' : 'primary'}
        onClick={onClick}
        aria-disabled={visitor || undefined}
        title={visitor ? t('Please sign in to follow {name}', { name: modelName }) : undefined}
        data-testid="follow-button"
        className={cn('tabular-nums', visitor && 'opacity-60')}
      >
        {following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
        {following ? t('Following') : t('Follow')}
        <span aria-hidden="true" className="text-current/60">
          ·
        </span>
        {/* The count is read once, inside its sentence ("1.2K followers"), as each language words it. */}
        <span data-testid="follower-count" aria-hidden="true">
          {followers.shown}
        </span>
        <span className="sr-only">
          {' '}
          {t('{count, plural, one {{shown} follower} other {{shown} followers}}', followers)}
        </span>
      </Button>
    </GatePopover>
  );
}
