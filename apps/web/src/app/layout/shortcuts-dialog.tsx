import { Keyboard } from 'lucide-react';
import { TitledDialog } from '@/components/ui/dialog.tsx';
import { SHORTCUTS } from '@/lib/shortcuts.ts';
import { t } from '@/lib/i18n/i18n.ts';

/** The list of keyboard shortcuts, opened with `?`. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      icon={<Keyboard />}
      title={t('Keyboard shortcuts')}
      description={t('Anywhere outside a text field or a dialog.')}
    >
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.description} className="contents">
            <dt className="flex gap-1">
              {shortcut.keys.map((k, i) => (
                <span key={k} className="flex items-center gap-1">
                  {i > 0 && <span className="text-fg-subtle">{t('then')}</span>}
                  <kbd className="min-w-7 rounded-md border border-line-strong bg-surface-2 px-2 py-0.5 text-center font-mono text-fg">
                    {k}
                  </kbd>
                </span>
              ))}
            </dt>
            <dd className="text-fg-muted">{t(shortcut.description)}</dd>
          </div>
        ))}
      </dl>
    </TitledDialog>
  );
}
