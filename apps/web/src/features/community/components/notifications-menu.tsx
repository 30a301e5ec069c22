import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';

/** The header bell. The list and its unread badge arrive with the community feature. */
export function NotificationsMenu({ signedIn }: { signedIn: boolean }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Notifications">
          <Bell aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72">
        <DropdownMenuLabel className="font-semibold text-fg">Notifications</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <p className="px-2.5 py-3 text-sm text-fg-muted">
          {signedIn
            ? 'Notifications about likes and replies will be listed here soon.'
            : 'Sign in to get notified about likes and replies.'}
        </p>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
