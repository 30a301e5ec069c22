import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { runtimeConfig } from '@/config/runtime.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useModel } from '../api/get-model.ts';
import { ModelContentsSection } from '../components/model-contents-section.tsx';
import { ModelDetails } from '../components/model-details.tsx';
import { ModelGallery } from '../components/model-gallery.tsx';
import { ModelHero } from '../components/model-hero.tsx';
import { ModelPageSkeleton } from '../components/model-page-skeleton.tsx';
import { SimilarModelsSection } from '../components/similar-models-section.tsx';
import { NotFoundState } from '../components/not-found-state.tsx';
import { Notice, useNotice } from '../components/notice.tsx';
import { isNotFoundError } from '../lib/errors.ts';
import { absoluteUrl, copyLink, shareOrCopy } from '../lib/share.ts';
import type { ShareOutcome } from '../lib/share.ts';
import type { CommunitySlots, CommunityTarget } from '../types.ts';
import { t } from '@/lib/i18n/i18n.ts';

export function ModelPage({ renderActions, menuActions, renderCommunity }: CommunitySlots) {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { data: model, error, isPending } = useModel(slug);
  const notFound = isNotFoundError(error);
  const notice = useNotice();
  useDocumentTitle(model?.name ?? (notFound ? t('Model not found') : t('Model')));

  useEffect(() => {
    // A model that fails to load, other than not existing, sends the visitor home (docs/product.md#catalogue).
    if (error && !notFound) {
      console.error('Could not load the model', error);
      void navigate(paths.home.getHref(), { replace: true });
    }
  }, [error, notFound, navigate]);

  if (isPending) return <ModelPageSkeleton />;
  if (notFound) {
    return (
      <NotFoundState
        title={t('Model not found')}
        description={t('This profile does not exist or is no longer listed.')}
        action={
          <Link to={paths.home.getHref()} className={buttonClasses()}>
            <Home aria-hidden="true" /> {t('Return to Gallery')}
          </Link>
        }
      />
    );
  }
  if (!model) return null;

  const target: CommunityTarget = { modelId: model.id, title: model.name };
  // Asked when shared: the page's address is the browser's to tell (the server renders this page too).
  const url = () => absoluteUrl(paths.model.getHref(model.slug));
  const report = (outcome: ShareOutcome) => {
    if (outcome === 'copy') notice.show(t('Link copied'));
    if (outcome === 'failed') notice.show(t('Could not copy the link'));
  };

  return (
    <div className="flex flex-col gap-8">
      <ModelHero
        model={model}
        onShare={() =>
          void shareOrCopy({
            title: model.name,
            text: t('{name} on {siteName}', { name: model.name, siteName: runtimeConfig.siteName }),
            url: url(),
          }).then(report)
        }
        onCopyLink={() => void copyLink(url()).then(report)}
        actions={renderActions?.(target)}
        menuActions={menuActions?.(target)}
      />
      <ModelGallery model={model} />
      <ModelDetails model={model} />
      <ModelContentsSection model={model} />
      <SimilarModelsSection key={model.slug} model={model} />
      {renderCommunity?.(target)}
      <Notice message={notice.message} />
    </div>
  );
}
