import type { User } from '@packdex/shared/schemas';
import { Avatar } from '@/components/ui/avatar.tsx';
import { PremiumBadge } from './premium-badge.tsx';

/** Who is signed in, at the top of the user menu and the mobile menu: photo, name, e-mail, premium badge. */
export function UserSummary({ user }: { user: User }) {
  return (
    <>
      <Avatar name={user.name} src={user.profilePhoto} className="size-10" />
      <span className="flex min-w-0 flex-col gap-1">
        <span className="truncate font-medium text-fg">{user.name}</span>
        <span className="truncate text-caption text-fg-muted">{user.email}</span>
        {user.isPremium && (
          <span>
            <PremiumBadge />
          </span>
        )}
      </span>
    </>
  );
}
