import type { NavigateFunction } from 'react-router';
import { paths } from '@/config/paths.ts';
import { SEQUENCE_MS, decide } from '@/lib/shortcuts.ts';
import { t } from '@/lib/i18n/i18n.ts';

/** What a shortcut may touch in the app: navigation, the announcer and the shortcuts dialog. */
interface ShortcutContext {
  navigate: NavigateFunction;
  say: (text: string) => void;
  openHelp: () => void;
}

/** A key press as the listener saw it, synchronously (the event itself is gone by now). */
export interface Press {
  key: string;
  at: number;
  typing: boolean;
  overlayOpen: boolean;
}

const SEARCH = '[data-shortcut="search"]';
let gAt = 0;

function focusSearch(): boolean {
  const search = document.querySelector<HTMLElement>(SEARCH);
  if (!search) return false;
  search.focus();
  search.scrollIntoView({ block: 'nearest' });
  return true;
}

/** The grid cards of the page (content and model cards), each with its one title link. */
function cards(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('main article')].filter((card) => card.querySelector('a[href]'));
}

/** Carries out the shortcut for one key press (lib/shortcuts.ts decides which). */
export function runShortcut(press: Press, { navigate, say, openHelp }: ShortcutContext): void {
  const { action, pendingG } = decide(
    {
      key: press.key,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      typing: press.typing,
      overlayOpen: press.overlayOpen,
    },
    press.at - gAt < SEQUENCE_MS,
  );
  gAt = pendingG ? press.at : 0;
  if (!action) return;
  switch (action.kind) {
    case 'focus-search':
      if (focusSearch()) say(t('Search'));
      else {
        // Pages without a search box: the home page has one.
        void Promise.resolve(navigate(paths.home.getHref())).then(() =>
          requestAnimationFrame(() => focusSearch() && say(t('Search'))),
        );
      }
      return;
    case 'go':
      void navigate(action.to === 'home' ? paths.home.getHref() : paths.models.getHref());
      say(action.to === 'home' ? t('Home') : t('Models'));
      return;
    case 'move': {
      const list = cards();
      if (!list.length) return;
      const current = list.findIndex((card) => card.contains(document.activeElement));
      const next =
        current === -1
          ? action.step === 1
            ? 0
            : list.length - 1
          : Math.min(list.length - 1, Math.max(0, current + action.step));
      const card = list[next]!;
      const link = card.querySelector<HTMLAnchorElement>('h3 a[href], a[href]')!;
      link.focus();
      card.scrollIntoView({ block: 'nearest' });
      say(
        t('{position} of {total}: {title}', {
          position: next + 1,
          total: list.length,
          title: link.textContent?.trim() ?? '',
        }),
      );
      return;
    }
    case 'page': {
      const link = document.querySelector<HTMLAnchorElement>(
        action.step === 1 ? 'main a[data-page-link="next"]' : 'main a[data-page-link="prev"]',
      );
      if (!link) return;
      link.click();
      say(action.step === 1 ? t('Next page') : t('Previous page'));
      return;
    }
    case 'help':
      openHelp();
      return;
  }
}
