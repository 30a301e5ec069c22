import { ShieldCheck } from 'lucide-react';
import { runtimeConfig } from '@/config/runtime.ts';

export function HomeHero({ totalItems }: { totalItems: number | undefined }) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden rounded-card border border-line bg-linear-to-br from-surface via-canvas to-canvas px-6 py-10 sm:px-10 sm:py-14"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-accent/20 blur-3xl"
      />
      <div className="relative flex max-w-2xl flex-col gap-3">
        <h1 id="hero-heading" className="text-title font-bold tracking-tight sm:text-display">
          The latest packs, <span className="text-accent">indexed</span>
        </h1>
        <p className="text-fg-muted">
          {runtimeConfig.siteName} indexes download links to content packs, organised by model. Fresh uploads appear here
          first.
        </p>
        <p className="mt-1 inline-flex items-center gap-2 text-sm text-fg-subtle">
          <ShieldCheck className="size-4 text-success" aria-hidden="true" />
          {totalItems !== undefined
            ? `${totalItems.toLocaleString()} ${totalItems === 1 ? 'pack' : 'packs'} in the catalogue`
            : 'For adults aged 18 or older'}
        </p>
      </div>
    </section>
  );
}
