import { Lock, LockOpen } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

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
  secure: { text: 'Secure', title: 'Encrypted connection (HTTPS)', classes: 'text-success' },
  local: { text: 'Local', title: 'Local connection: traffic stays on this device', classes: 'text-info' },
  insecure: { text: 'Not secure', title: 'This connection is not encrypted', classes: 'text-warning' },
};

/** Tells honestly whether this page was loaded over HTTPS (or from this device). */
export function SecureIndicator({ className }: { className?: string }) {
  const kind = connectionKind();
  const { text, title, classes } = LABELS[kind];
  const Icon = kind === 'insecure' ? LockOpen : Lock;
  return (
    <span
      title={title}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-caption font-medium',
        classes,
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      <span>
        <span className="sr-only">Connection: </span>
        {text}
      </span>
    </span>
  );
}
