import type { ReactElement } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import type { MenuAction } from '../types.ts';

type MoreMenuDropdownProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actions: readonly MenuAction[];
  /** The "..." button, made the menu's trigger. */
  trigger: ReactElement;
};

/** The "..." menu itself, loaded when it is first wanted (see more-menu.tsx). */
export function MoreMenuDropdown({ open, onOpenChange, actions, trigger }: MoreMenuDropdownProps) {
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        {actions.map((action) => (
          <DropdownMenuItem key={action.id} destructive={action.destructive} onSelect={action.onSelect}>
            {action.icon} {action.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
