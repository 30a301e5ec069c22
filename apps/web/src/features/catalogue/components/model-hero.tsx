import { Cake, Eye, Globe2, Link2, MapPin, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Model } from '@packdex/shared/schemas';
import { compactCount } from '@/lib/i18n/format.ts';
import { Button } from '@/components/ui/button.tsx';
import { MoreMenu } from './more-menu.tsx';
import { BlurredBackdrop } from './blurred-backdrop.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import { ETHNICITY_LABELS, labelOf } from '../lib/labels.ts';
import type { MenuAction } from '../types.ts';
import { narrowest, pictureMissing, pictureProps } from '@/lib/pictures.ts';

type ModelHeroProps = {
  model: Model;
  onShare: () => void;
  onCopyLink: () => void;
  actions?: ReactNode;
  menuActions?: readonly MenuAction[];
};

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5 [&_svg]:size-4 [&_svg]:text-fg-subtle">
      {icon}
      <span className="sr-only">{label}: </span>
      {children}
    </li>
  );
}

/** The profile header: the photo over a blurred copy of itself, the key facts and the actions. */
export function ModelHero({ model, onShare, onCopyLink, actions, menuActions = [] }: ModelHeroProps) {
  const birthplace = model.birthPlace ?? model.placeOfBirth;
  const missing = pictureMissing(model.photo);
  return (
    <section
      aria-labelledby="model-name"
      className="relative overflow-hidden rounded-card border border-line bg-surface"
    >
      {!missing && (
        <BlurredBackdrop
          src={narrowest(model.photoUrl, model.photo)}
          fade="bg-linear-to-t from-surface via-surface/70 to-surface/20"
        />
      )}
      <div className="relative flex flex-col gap-5 p-5 sm:flex-row sm:items-end sm:gap-8 sm:p-8">
        {missing ? (
          // The photo is still being fetched: its box, so nothing moves when it lands.
          <div
            role="img"
            aria-label={model.name}
            className="aspect-[3/4] w-36 shrink-0 self-center rounded-card border border-white/10 bg-surface-3 sm:w-48 sm:self-auto"
          />
        ) : (
          <img
            src={model.photoUrl}
            alt={model.name}
            width={480}
            height={640}
            className="aspect-[3/4] w-36 shrink-0 self-center rounded-card border border-white/10 object-cover shadow-2xl shadow-black/50 sm:w-48 sm:self-auto"
            {...pictureProps(model.photo, '(min-width: 640px) 192px, 144px')}
          />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <h1 id="model-name" className="text-title font-bold tracking-tight break-words sm:text-display">
            {model.name}
          </h1>
          {model.aliases.length > 0 && (
            <p className="text-fg-muted">{t('Also known as {names}', { names: model.aliases.join(', ') })}</p>
          )}
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-fg-muted">
            <Fact icon={<Eye aria-hidden="true" />} label={t('Views')}>
              <span title={t('{count, plural, one {# view} other {# views}}', { count: model.views })}>
                {t('{count, plural, one {{shown} view} other {{shown} views}}', compactCount(model.views))}
              </span>
            </Fact>
            <Fact icon={<Cake aria-hidden="true" />} label={t('Age')}>
              {model.age !== null ? t('{age, plural, one {# year} other {# years}}', { age: model.age }) : '—'}
            </Fact>
            <Fact icon={<MapPin aria-hidden="true" />} label={t('Birthplace')}>
              {birthplace ?? '—'}
            </Fact>
            <Fact icon={<Globe2 aria-hidden="true" />} label={t('Ethnicity')}>
              {model.ethnicity ? labelOf(ETHNICITY_LABELS, model.ethnicity) : '—'}
            </Fact>
          </ul>
          {model.bio && <p className="max-w-3xl text-fg-muted">{model.bio}</p>}
          <div className="flex flex-wrap items-center gap-2 pt-1">
            {actions}
            <Button variant="secondary" onClick={onShare}>
              <Share2 aria-hidden="true" /> {t('Share profile')}
            </Button>
            <MoreMenu
              label={t('More actions for this model')}
              actions={[
                {
                  id: 'copy-link',
                  label: t('Copy profile link'),
                  icon: <Link2 aria-hidden="true" />,
                  onSelect: onCopyLink,
                },
                ...menuActions,
              ]}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
