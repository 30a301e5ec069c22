import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { cn, focusRing } from '@/lib/cn.ts';
import { Input } from './input.tsx';
import type { InputProps } from './input.tsx';
import { t } from '@/lib/i18n/i18n.ts';

/** A password field with a show/hide toggle (the toggle is a real button, reachable by keyboard). */
export function PasswordInput({ className, ...props }: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('Hide password') : t('Show password')}
        aria-pressed={visible}
        className={cn(
          'absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md',
          'text-fg-muted hover:bg-surface-2 hover:text-fg',
          focusRing,
        )}
      >
        {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
      </button>
    </div>
  );
}
