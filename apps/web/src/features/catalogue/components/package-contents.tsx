import { Film, HardDrive, Images } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Content } from '@packdex/shared/schemas';
import { formatBytes, formatNumber } from '@/lib/i18n/format.ts';
import { t } from '@/lib/i18n/i18n.ts';

type Item = { key: string; icon: ReactNode; label: string; value: string };

/** What the pack holds; each figure only when above 0, and nothing at all when none is. */
export function PackageContents({ info }: { info: Content['info'] }) {
  // The figure shows above its label, so the label alone takes the number's plural form.
  const count = (key: string, icon: ReactNode, n: number, label: string): Item => ({
    key,
    icon,
    label,
    value: formatNumber(n),
  });
  const items: Item[] = [
    ...(info.images > 0
      ? [
          count(
            'images',
            <Images />,
            info.images,
            t('{count, plural, one {Image} other {Images}}', { count: info.images }),
          ),
        ]
      : []),
    ...(info.videos > 0
      ? [
          count(
            'videos',
            <Film />,
            info.videos,
            t('{count, plural, one {Video} other {Videos}}', { count: info.videos }),
          ),
        ]
      : []),
    ...(info.size > 0
      ? [{ key: 'size', icon: <HardDrive />, label: t('Total size'), value: formatBytes(info.size) }]
      : []),
  ];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="package-heading"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5"
    >
      <h2 id="package-heading" className="text-heading font-semibold">
        {t('Package Contents')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map((item) => (
          // A <dl> may hold only dt/dd groups in a plain <div>: the icon lives inside the <dt>, and the
          // grid puts it beside both lines (value above, label below).
          <div
            key={item.key}
            className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 rounded-lg bg-surface-2 p-3"
          >
            <dt className="contents">
              <span
                aria-hidden="true"
                className="row-span-2 flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent [&_svg]:size-5"
              >
                {item.icon}
              </span>
              <span className="col-start-2 row-start-2 text-caption text-fg-muted">{item.label}</span>
            </dt>
            <dd className="col-start-2 row-start-1 text-heading font-semibold whitespace-nowrap tabular-nums">
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
