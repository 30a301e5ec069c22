// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Content } from '@packdex/shared/schemas';
import { activateLanguage, loadArea } from '@/lib/i18n/i18n.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { CardActionContext } from '../lib/card-action.ts';
import { ContentCard, packSummary } from './content-card.tsx';

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

const pack = (info: Content['info']) =>
  ({
    id: 7,
    slug: 'orla-harbour-lights',
    title: 'Orla – Harbour Lights',
    type: 'gallery',
    views: 12,
    createdAt: '2026-11-30T10:00:00.000Z',
    thumbnailUrl: '/uploads/demo/content/orla-quince-gallery.webp',
    tags: [],
    model: { name: 'Orla Quince', slug: 'orla-quince', photoUrl: null },
    info,
  }) as unknown as Content;

describe('what a card says the pack holds', () => {
  it('gives the counts and the size on the card, each only when there is one', () => {
    renderInApp(<ContentCard content={pack({ images: 120, videos: 1, size: 1_288_490_189 })} />, { path: '/' });
    expect(screen.getByText('120 images · 1 video · 1.2 GB')).toBeTruthy();
    expect(packSummary({ images: 0, videos: 3, size: 734_003_200 })).toBe('3 videos · 700.0 MB');
    expect(packSummary({ images: 1, videos: 0, size: 0 })).toBe('1 image');
    expect(packSummary({ images: 0, videos: 0, size: 0 })).toBe('');
  });

  it('says it in the interface’s language (German)', async () => {
    await activateLanguage('de');
    await loadArea('catalogue');
    expect(packSummary({ images: 2, videos: 1, size: 1_288_490_189 })).toMatch(/^2 Bilder · 1 Video · 1,2\sGB$/);
  });
});

describe("a card's action slot", () => {
  it('shows what the app gives for the card, above the title’s stretched link, and nothing without it', () => {
    const content = pack({ images: 1, videos: 0, size: 0 });
    const { unmount } = renderInApp(
      <CardActionContext value={(c) => <button type="button">{`Save ${c.title}`}</button>}>
        <ContentCard content={content} />
      </CardActionContext>,
    );
    const button = screen.getByRole('button', { name: 'Save Orla – Harbour Lights' });
    expect(button.parentElement!.className).toContain('z-10');
    expect(button.closest('article')).toBeTruthy();
    unmount();
    renderInApp(<ContentCard content={content} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
