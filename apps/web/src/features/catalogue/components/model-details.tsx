import { Ruler, Sparkles, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Model } from '@packdex/shared/schemas';
import { Badge } from '@/components/ui/badge.tsx';
import { longDate } from '@packdex/shared/utils';
import { humanize } from '../lib/format.ts';

type Row = { label: string; value: string | null };

const text = (value: string | null) => (value ? humanize(value) : null);

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
    { label: 'Height', value: model.height !== null ? `${model.height} cm` : null },
    { label: 'Weight', value: model.weight !== null ? `${model.weight} kg` : null },
    { label: 'Hair', value: text(model.hairColor) },
    { label: 'Eyes', value: text(model.eyeColor) },
    { label: 'Body type', value: text(model.bodyType) },
    { label: 'Bust', value: model.bustSize },
    { label: 'Cup size', value: model.cupSize },
    { label: 'Boobs', value: text(model.boobsType) },
  ];
  const personal: Row[] = [
    { label: 'Birth date', value: longDate(model.birthDate) },
    { label: 'Birthplace', value: model.birthPlace ?? model.placeOfBirth },
    { label: 'Ethnicity', value: text(model.ethnicity) },
    { label: 'Sexuality', value: text(model.sexuality) },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <Block title="Physical Attributes" icon={<Ruler aria-hidden="true" />}>
        <Facts rows={physical} />
      </Block>
      <Block title="Personal Info" icon={<UserRound aria-hidden="true" />}>
        <Facts rows={personal} />
      </Block>
      <Block title="Specialties" icon={<Sparkles aria-hidden="true" />}>
        {model.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {model.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="accent" className="px-2.5 py-1 text-sm">
                  {humanize(tag)}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-fg-muted">No specialties listed yet.</p>
        )}
      </Block>
    </div>
  );
}
