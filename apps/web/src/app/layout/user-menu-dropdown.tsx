import { Activity, Bookmark, CreditCard, EyeOff, LogOut, UserRound } from 'lucide-react';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { User } from '@packdex/shared/schemas';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { Glyph } from '@/components/ui/glyph.tsx';
import { paths } from '@/config/paths.ts';
import { UserSummary } from './user-summary.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import { endSession } from '@/lib/auth/api/logout.ts';
import { useDiscreet } from '@/lib/discreet.ts';

type UserMenuDropdownProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User;
  onLogout: () => void;
  /** The account button, made the menu's trigger. */
  trigger: ReactElement;
};

/** The account menu, loaded when it is first opened (see user-menu.tsx). */
export function UserMenuDropdown({ open, onOpenChange, user, onLogout, trigger }: UserMenuDropdownProps) {
  const [discreet, setDiscreet] = useDiscreet();
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3">
          <UserSummary user={user} />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.account.getHref()}>
            <UserRound aria-hidden="true" /> {t('Account')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.activity.getHref()}>
            <Activity aria-hidden="true" /> {t('My activity')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.collections.getHref()}>
            <Bookmark aria-hidden="true" /> {t('My collections')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.savedSearches.getHref()}>
            <Glyph name="search" /> {t('Saved searches')}
          </Link>
        </DropdownMenuItem>
        {user.isPremium && (
          <DropdownMenuItem asChild>
            <Link to={paths.billing.getHref()}>
              <CreditCard aria-hidden="true" /> {t('Billing')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked={discreet} onCheckedChange={setDiscreet}>
          <EyeOff aria-hidden="true" /> {t('Discreet mode')}
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          destructive
          onSelect={() => {
            endSession();
            onLogout();
          }}
        >
          <LogOut aria-hidden="true" /> {t('Logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
