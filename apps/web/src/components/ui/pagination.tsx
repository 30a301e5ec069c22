import { Glyph } from '@/components/ui/glyph.tsx';
import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';
import { buttonClasses } from './button.tsx';
import { t } from '@/lib/i18n/i18n.ts';

type PageItem = number | 'gap-start' | 'gap-end';

/** The pages to show: first, last, and a window around the current one, with gaps between. */
export function pageItems(page: number, totalPages: number, siblings = 1): PageItem[] {
  if (totalPages <= 5 + siblings * 2) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const start = Math.max(2, page - siblings);
  const end = Math.min(totalPages - 1, page + siblings);
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < totalPages - 1) items.push('gap-end');
  items.push(totalPages);
  return items;
}

type PaginationProps = {
  page: number;
  totalPages: number;
  /** The link of a page; pages are real links so they can be opened, shared and bookmarked. */
  hrefForPage: (page: number) => string;
  className?: string;
  label?: string;
};

export function Pagination({ page, totalPages, hrefForPage, className, label }: PaginationProps) {
  if (totalPages <= 1) return null;
  const hasPrev = page > 1;
  const hasNext = page < totalPages;
  const edge = 'px-3';
  return (
    <nav aria-label={label ?? t('Pagination')} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {hasPrev ? (
            <Link
              to={hrefForPage(page - 1)}
              className={buttonClasses('ghost', 'sm', edge)}
              aria-label={t('Previous page')}
              data-page-link="prev"
            >
              <Glyph name="chevron-left" className="size-4" />
              <span className="hidden sm:inline">{t('Previous')}</span>
            </Link>
          ) : (
            <span
              className={buttonClasses('ghost', 'sm', cn(edge, 'pointer-events-none text-fg-subtle'))}
              aria-hidden="true"
            >
              <Glyph name="chevron-left" className="size-4" />
              <span className="hidden sm:inline">{t('Previous')}</span>
            </span>
          )}
        </li>
        {pageItems(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={hrefForPage(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('Page {page}', { page: item })}
                className={buttonClasses(item === page ? 'primary' : 'ghost', 'sm', 'min-w-8 px-2 tabular-nums')}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-fg-subtle">
              …
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <Link
              to={hrefForPage(page + 1)}
              className={buttonClasses('ghost', 'sm', edge)}
              aria-label={t('Next page')}
              data-page-link="next"
            >
              <span className="hidden sm:inline">{t('Next')}</span>
              <Glyph name="chevron-right" className="size-4" />
            </Link>
          ) : (
            <span
              className={buttonClasses('ghost', 'sm', cn(edge, 'pointer-events-none text-fg-subtle'))}
              aria-hidden="true"
            >
              <span className="hidden sm:inline">{t('Next')}</span>
              <Glyph name="chevron-right" className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
