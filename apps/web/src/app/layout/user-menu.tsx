import { ChevronDown, CreditCard, Crown, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '@packdex/shared/schemas';
import { Avatar } from '@/components/ui/avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { UserSummary } from './user-summary.tsx';

/** The signed-in user's menu: who they are, Billing for premium members, and Logout. */
export function UserMenu({ user, onLogout, className }: { user: User; onLogout: () => void; className?: string }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${user.name}${user.isPremium ? ' (Premium)' : ''}`}
        className={cn(
          'inline-flex h-10 cursor-pointer items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm text-fg hover:bg-surface-2',
          focusRing,
          className,
        )}
      >
        <Avatar name={user.name} src={user.profilePhoto} />
        <span className="hidden max-w-32 truncate font-medium lg:inline">{user.name}</span>
        {user.isPremium && <Crown className="size-4 text-premium" aria-hidden="true" />}
        <ChevronDown className="size-4 text-fg-muted" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3">
          <UserSummary user={user} />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.account.getHref()}>
            <UserRound aria-hidden="true" /> Account
          </Link>
        </DropdownMenuItem>
        {user.isPremium && (
          <DropdownMenuItem asChild>
            <Link to={paths.billing.getHref()}>
              <CreditCard aria-hidden="true" /> Billing
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={onLogout}>
          <LogOut aria-hidden="true" /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
