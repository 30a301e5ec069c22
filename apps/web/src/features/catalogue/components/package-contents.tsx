import { Film, HardDrive, Images } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Content } from '@packdex/shared/schemas';
import { formatBytes } from '@packdex/shared/utils';

type Item = { key: string; icon: ReactNode; label: string; value: string };

/** What the pack holds; each figure only when above 0, and nothing at all when none is. */
export function PackageContents({ info }: { info: Content['info'] }) {
  const count = (key: string, icon: ReactNode, n: number, one: string, many: string): Item => ({
    key,
    icon,
    label: n === 1 ? one : many,
    value: n.toLocaleString('en-US'),
  });
  const items: Item[] = [
    ...(info.images > 0 ? [count('images', <Images />, info.images, 'Image', 'Images')] : []),
    ...(info.videos > 0 ? [count('videos', <Film />, info.videos, 'Video', 'Videos')] : []),
    ...(info.size > 0
      ? [{ key: 'size', icon: <HardDrive />, label: 'Total size', value: formatBytes(info.size) }]
      : []),
  ];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="package-heading"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5"
    >
      <h2 id="package-heading" className="text-heading font-semibold">
        Package Contents
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.key} className="flex items-center gap-3 rounded-lg bg-surface-2 p-3">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent [&_svg]:size-5"
            >
              {item.icon}
            </span>
            <div className="flex min-w-0 flex-col-reverse">
              <dt className="text-caption text-fg-muted">{item.label}</dt>
              <dd className="text-heading font-semibold whitespace-nowrap tabular-nums">{item.value}</dd>
            </div>
          </div>
        ))}
      </dl>
    </section>
  );
}
