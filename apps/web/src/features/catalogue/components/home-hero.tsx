import { Glyph } from '@/components/ui/glyph.tsx';
import type { ReactNode } from 'react';
import { runtimeConfig } from '@/config/runtime.ts';
import { t, tx } from '@/lib/i18n/i18n.ts';

export function HomeHero({ totalItems, children }: { totalItems: number | undefined; children?: ReactNode }) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative rounded-card border border-line bg-linear-to-br from-surface via-canvas to-canvas px-5 py-8 sm:px-10 sm:py-12"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden rounded-card">
        <div className="absolute -top-24 -right-24 size-72 rounded-full bg-accent/20 blur-3xl" />
      </div>
      <div className="relative flex max-w-2xl flex-col gap-3">
        <h1 id="hero-heading" className="text-title font-bold tracking-tight sm:text-display">
          {tx('The latest packs, {indexed}', { indexed: <span className="text-accent">{t('indexed')}</span> })}
        </h1>
        <p className="text-fg-muted">
          {t(
            '{siteName} indexes download links to content packs, organised by model. Fresh uploads appear here first.',
            { siteName: runtimeConfig.siteName },
          )}
        </p>
        {children && <div className="mt-3">{children}</div>}
        <p className="mt-1 inline-flex items-center gap-2 text-sm text-fg-subtle">
          <Glyph name="shield-check" className="size-4 text-success" />
          {totalItems !== undefined
            ? t('{count, plural, one {# pack in the catalogue} other {# packs in the catalogue}}', {
                count: totalItems,
              })
            : t('For adults aged 18 or older')}
        </p>
      </div>
    </section>
  );
}
