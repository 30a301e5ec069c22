import type { PagePreview } from '../../plugins/web.ts';
import type { ContentRepository } from '../content/content.repository.ts';
import type { ModelsRepository } from '../models/models.repository.ts';

/**
 * Open Graph previews of shared /content/{slug} and /model/{slug} links, so chat apps show a
 * title and a picture. Hidden items get none.
 */
export function linkPreviewsService({
  content,
  models,
  siteName,
}: {
  content: Pick<ContentRepository, 'preview'>;
  models: Pick<ModelsRepository, 'preview'>;
  siteName: string;
}) {
  return async (kind: 'content' | 'model', slug: string): Promise<PagePreview | null> => {
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
