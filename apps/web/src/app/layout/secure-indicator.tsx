import { Glyph } from '@/components/ui/glyph.tsx';
import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { renderScope } from '@/lib/render-scope.ts';
import { connectionKind, type ConnectionKind } from '@packdex/shared/language';

const browserConnection = () => connectionKind(window.location.protocol, window.location.hostname);
// The page's address never changes its protocol or host while it is open.
const subscribeNothing = () => () => undefined;
// A server render says what the server saw (behind a proxy, what it was told); a page hydrated
// from it starts with the browser's own answer, which is the same unless a proxy is misconfigured.
const serverConnection = () => renderScope()?.connection ?? browserConnection();

const LABELS: Record<ConnectionKind, { text: string; title: string; classes: string }> = {
  secure: { text: msg('Secure'), title: msg('Encrypted connection (HTTPS)'), classes: 'text-success' },
  local: { text: msg('Local'), title: msg('Local connection: traffic stays on this device'), classes: 'text-info' },
  insecure: { text: msg('Not secure'), title: msg('This connection is not encrypted'), classes: 'text-warning' },
};

/** Tells honestly whether this page was loaded over HTTPS (or from this device). */
export function SecureIndicator({ className }: { className?: string }) {
  const kind = useSyncExternalStore(subscribeNothing, browserConnection, serverConnection);
  const { text, title, classes } = LABELS[kind];
  const glyph = kind === 'insecure' ? 'lock-open' : 'lock';
  return (
    <span
      title={t(title)}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-caption font-medium',
        classes,
        className,
      )}
    >
      <Glyph name={glyph} className="size-3.5" />
      <span>
        <span className="sr-only">{t('Connection:')} </span>
        {t(text)}
      </span>
    </span>
  );
}
