import { Ruler, Sparkles, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Model } from '@packdex/shared/schemas';
import { Link } from 'react-router';
import { slugify } from '@packdex/shared/slugify';
import { Badge } from '@/components/ui/badge.tsx';
import { paths } from '@/config/paths.ts';
import { longDate } from '@/lib/i18n/long-date.ts';
import { humanize } from '../lib/format.ts';
import {
  BODY_TYPE_LABELS,
  BOOBS_TYPE_LABELS,
  ETHNICITY_LABELS,
  EYE_COLOR_LABELS,
  HAIR_COLOR_LABELS,
  SEXUALITY_LABELS,
  labelOf,
} from '../lib/labels.ts';
import { t } from '@/lib/i18n/i18n.ts';

type Row = { label: string; value: string | null };

const text = (labels: Record<string, string>, value: string | null) => (value ? labelOf(labels, value) : null);

function Block({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5">
      <h2 className="inline-flex items-center gap-2 text-heading font-semibold [&_svg]:size-5 [&_svg]:text-accent">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: Row[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2.5 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-fg-muted">{row.label}</dt>
          <dd className="text-right font-medium text-fg">{row.value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Physical attributes, personal info and specialties of a profile; missing facts read "—". */
export function ModelDetails({ model }: { model: Model }) {
  const physical: Row[] = [
    { label: t('Height'), value: model.height !== null ? t('{height} cm', { height: model.height }) : null },
    { label: t('Weight'), value: model.weight !== null ? t('{weight} kg', { weight: model.weight }) : null },
    { label: t('Hair'), value: text(HAIR_COLOR_LABELS, model.hairColor) },
    { label: t('Eyes'), value: text(EYE_COLOR_LABELS, model.eyeColor) },
    { label: t('Body type'), value: text(BODY_TYPE_LABELS, model.bodyType) },
    { label: t('Bust'), value: model.bustSize },
    { label: t('Cup size'), value: model.cupSize },
    { label: t('Boobs'), value: text(BOOBS_TYPE_LABELS, model.boobsType) },
  ];
  const personal: Row[] = [
    { label: t('Birth date'), value: longDate(model.birthDate) },
    { label: t('Birthplace'), value: model.birthPlace ?? model.placeOfBirth },
    { label: t('Ethnicity'), value: text(ETHNICITY_LABELS, model.ethnicity) },
    { label: t('Sexuality'), value: text(SEXUALITY_LABELS, model.sexuality) },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <Block title={t('Physical Attributes')} icon={<Ruler aria-hidden="true" />}>
        <Facts rows={physical} />
      </Block>
      <Block title={t('Personal Info')} icon={<UserRound aria-hidden="true" />}>
        <Facts rows={personal} />
      </Block>
      <Block title={t('Specialties')} icon={<Sparkles aria-hidden="true" />}>
        {model.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {model.tags.map((tag) => (
              <li key={tag}>
                <Link to={paths.tag.getHref(slugify(tag))} className="rounded-full focus-visible:outline-2">
                  <Badge variant="accent" className="px-2.5 py-1 text-sm hover:underline">
                    {humanize(tag)}
                  </Badge>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-fg-muted">{t('No specialties listed yet.')}</p>
        )}
      </Block>
    </div>
  );
}
