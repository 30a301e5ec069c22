// The account's Save button on every content card of the catalogue's grids (home, search, tags,
// models, collections): composed here, as features never import each other.
import type { ReactNode } from 'react';
import type { Content } from '@packdex/shared/schemas';
import { CardSaveButton } from '@/features/account/components/card-save-button.tsx';
import { CardActionContext } from '@/features/catalogue/lib/card-action.ts';

const saveOnCard = (content: Content) => <CardSaveButton contentId={content.id} title={content.title} />;

export function CardActions({ children }: { children: ReactNode }) {
  return <CardActionContext value={saveOnCard}>{children}</CardActionContext>;
}
