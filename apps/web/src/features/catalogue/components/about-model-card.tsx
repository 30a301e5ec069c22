import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Content } from '@packdex/shared/schemas';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { pictureProps } from '@/lib/pictures.ts';

/** The model behind a pack: photo, name, bio and the way to the profile. */
export function AboutModelCard({ model }: { model: NonNullable<Content['model']> }) {
  return (
    <section
      aria-labelledby="about-model-heading"
      className="flex items-start gap-4 rounded-card border border-line bg-surface p-4 sm:p-5"
    >
      <img
        src={model.photoUrl}
        alt={model.name}
        width={480}
        height={640}
        loading="lazy"
        decoding="async"
        className="aspect-[3/4] w-20 shrink-0 rounded-lg bg-surface-2 object-cover sm:w-24"
        {...pictureProps(model.photo, '96px')}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 id="about-model-heading" className="text-caption font-semibold tracking-wide text-fg-subtle uppercase">
          {t('About the Model')}
        </h2>
        <p className="text-heading font-semibold">{model.name}</p>
        <p className="text-sm text-fg-muted">{model.bio ?? t('No biography yet.')}</p>
        <Link to={paths.model.getHref(model.slug)} className={buttonClasses('outline', 'sm', 'mt-1 self-start')}>
          {t('View Profile')} <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
