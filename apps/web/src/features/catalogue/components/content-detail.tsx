import { ArrowLeft, CalendarDays, Eye, EyeOff, Share2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Content } from '@packdex/shared/schemas';
import { longDate } from '@/lib/i18n/long-date.ts';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { runtimeConfig } from '@/config/runtime.ts';
import { useRecordShare } from '../api/record-share.ts';
import { absoluteUrl, shareOrCopy } from '../lib/share.ts';
import type { CommunitySlots, CommunityTarget } from '../types.ts';
import { AboutModelCard } from './about-model-card.tsx';
import { ContentHeroCard } from './content-hero-card.tsx';
import { MoreMenu } from './more-menu.tsx';
import { Notice, useNotice } from './notice.tsx';
import { PackageContents } from './package-contents.tsx';
import { MoreLikeThis } from './more-like-this.tsx';
import { RelatedSidebar } from './related-sidebar.tsx';
import { ViewCount, ViewRecorder } from './view-count.tsx';
import { t } from '@/lib/i18n/i18n.ts';

type ContentDetailProps = CommunitySlots & {
  content: Content;
  onBack: () => void;
  /** This opening's view was counted: the new total, handed on when the page closes (ViewRecorder). */
  onViewCounted: (views: number) => void;
};

export function ContentDetail({
  content,
  onBack,
  onViewCounted,
  renderActions,
  menuActions,
  renderCommunity,
}: ContentDetailProps) {
  const { mutate: recordShare } = useRecordShare();
  const notice = useNotice();
  const navigate = useNavigate();

  const share = async () => {
    const outcome = await shareOrCopy({
      title: content.title,
      text: content.model
        ? t('{title} by {name} on {siteName}', {
            title: content.title,
            name: content.model.name,
            siteName: runtimeConfig.siteName,
          })
        : t('{name} on {siteName}', { name: content.title, siteName: runtimeConfig.siteName }),
      url: absoluteUrl(paths.content.getHref(content.slug)),
    });
    if (outcome === 'native' || outcome === 'copy') recordShare({ id: content.id, platform: outcome });
    if (outcome === 'copy') notice.show(t('Link copied'));
    if (outcome === 'failed') notice.show(t('Could not copy the link'));
  };

  const target: CommunityTarget = { contentId: content.id, title: content.title };
  const created = longDate(content.createdAt);

  return (
    <ViewRecorder key={content.id} contentId={content.id} views={content.views} onViewCounted={onViewCounted}>
      <div className="flex flex-col gap-6">
        <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 self-start">
          <ArrowLeft aria-hidden="true" /> {t('Back')}
        </Button>
        <header className="flex items-start justify-between gap-4">
          <div className="flex min-w-0 flex-col gap-2">
            <h1 className="text-title font-bold tracking-tight break-words sm:text-display">{content.title}</h1>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg-muted">
              <span className="inline-flex items-center gap-1.5">
                <Eye className="size-4" aria-hidden="true" />
                <ViewCount views={content.views} />
              </span>
              {created && (
                <span className="inline-flex items-center gap-1.5">
                  <CalendarDays className="size-4" aria-hidden="true" />
                  <span className="sr-only">{t('Added')} </span>
                  <time dateTime={content.createdAt}>{created}</time>
                </span>
              )}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            {renderActions?.(target)}
            <MoreMenu
              label={t('More actions for this content')}
              actions={[
                {
                  id: 'share',
                  label: t('Share Content'),
                  icon: <Share2 aria-hidden="true" />,
                  onSelect: () => void share(),
                },
                ...(menuActions?.(target) ?? []),
                {
                  id: 'takedown',
                  label: t('Request removal: shown without consent'),
                  icon: <EyeOff aria-hidden="true" />,
                  // The form opens with this page's address filled in.
                  onSelect: () =>
                    void navigate(
                      `${paths.takedown.getHref()}?url=${encodeURIComponent(absoluteUrl(paths.content.getHref(content.slug)))}`,
                    ),
                },
              ]}
            />
          </div>
        </header>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-6">
            <ContentHeroCard content={content} />
            <PackageContents info={content.info} />
            {content.model && <AboutModelCard model={content.model} />}
            {renderCommunity?.(target)}
          </div>
          {/* As tall as what they list: stretched to the detail's height, a panel ended empty (issue 41). */}
          <div className="flex min-w-0 flex-col gap-6 self-start">
            <RelatedSidebar content={content} />
            <MoreLikeThis content={content} />
          </div>
        </div>
        <Notice message={notice.message} />
      </div>
    </ViewRecorder>
  );
}
