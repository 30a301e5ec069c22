import type { PagePreview } from '../../plugins/web-document.ts';
import type { ContentRepository } from '../content/content.repository.ts';
import type { Language } from '@packdex/shared/constants';
import { translate } from '../../lib/translate.ts';
import type { ModelsRepository } from '../models/models.repository.ts';
import type { TagsRepository } from '../tags/tags.repository.ts';

/**
 * Open Graph previews of shared /content/{slug}, /model/{slug} and /tags/{slug} links, so chat apps
 * show a title and a picture, and search engines a tag page's title and description in the page's
 * language. Hidden items get none, and a tag only hidden items carry neither.
 */
export function linkPreviewsService({
  content,
  models,
  tags,
  siteName,
}: {
  content: Pick<ContentRepository, 'preview'>;
  models: Pick<ModelsRepository, 'preview'>;
  tags: Pick<TagsRepository, 'bySlug' | 'childrenOf'>;
  siteName: string;
}) {
  return async (
    kind: 'content' | 'model' | 'tag',
    slug: string,
    language: Language = 'en',
  ): Promise<PagePreview | null> => {
    if (kind === 'tag') {
      const tag = await tags.bySlug(slug);
      const shown =
        tag && (Number(tag.count) > 0 || (await tags.childrenOf([tag.id])).some((c) => Number(c.count) > 0));
      if (!tag || !shown) return null;
      return {
        title: `${tag.name} — ${siteName}`,
        description: translate(language, 'Packs tagged {tag} on {site}, and the models who made them.', {
          tag: tag.name,
          site: siteName,
        }),
        image: null,
      };
    }
    if (kind === 'content') {
      const row = await content.preview(slug);
      return row
        ? {
            title: row.title,
            description: row.model_name ? `${row.title} — a pack by ${row.model_name} on ${siteName}` : row.title,
            image: row.thumbnail_url ?? row.photo_url,
          }
        : null;
    }
    const row = await models.preview(slug);
    return row
      ? {
          title: `${row.name} — ${siteName}`,
          description: row.bio ?? `${row.name} on ${siteName}`,
          image: row.photo_url,
        }
      : null;
  };
}
