import { Lock, LockOpen } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';

type ConnectionKind = 'secure' | 'local' | 'insecure';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function connectionKind(): ConnectionKind {
  if (typeof window === 'undefined') return 'insecure';
  const { protocol, hostname } = window.location;
  if (protocol === 'https:') return 'secure';
  if (LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost')) return 'local';
  return 'insecure';
}

const LABELS: Record<ConnectionKind, { text: string; title: string; classes: string }> = {
  secure: { text: msg('Secure'), title: msg('Encrypted connection (HTTPS)'), classes: 'text-success' },
  local: { text: msg('Local'), title: msg('Local connection: traffic stays on this device'), classes: 'text-info' },
  insecure: { text: msg('Not secure'), title: msg('This connection is not encrypted'), classes: 'text-warning' },
};

/** Tells honestly whether this page was loaded over HTTPS (or from this device). */
export function SecureIndicator({ className }: { className?: string }) {
  const kind = connectionKind();
  const { text, title, classes } = LABELS[kind];
  const Icon = kind === 'insecure' ? LockOpen : Lock;
  return (
    <span
      title={t(title)}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-caption font-medium',
        classes,
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      <span>
        <span className="sr-only">{t('Connection:')} </span>
        {t(text)}
      </span>
    </span>
  );
}
