// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdApi } from '@/testing/api-stub.ts';
import { activateLanguage } from '@/lib/i18n/i18n.ts';
import { ViewCount, ViewRecorder } from './view-count.tsx';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await activateLanguage('en');
});

/** The count as shown, and its title (the exact figure); no-break spaces read as spaces. */
function shown() {
  const span = screen.getByTitle(/./);
  const spaced = (text: string | null) => text?.replace(/\s/gu, ' ');
  return [spaced(span.textContent), spaced(span.getAttribute('title'))];
}

describe('a view count', () => {
  it('takes the language’s plural form: one view, and the form of the compact figure shown', async () => {
    render(<ViewCount views={1} />);
    expect(shown()).toEqual(['1 view', '1 view']);
    cleanup();
    render(<ViewCount views={1_234} />);
    expect(shown()).toEqual(['1K views', '1,234 views']);
    cleanup();

    await activateLanguage('ru');
    render(<ViewCount views={21} />);
    expect(shown()).toEqual(['21 просмотр', '21 просмотр']);
    cleanup();
    // 1,001 alone takes the singular; "1 тыс." is read as thousands of views.
    render(<ViewCount views={1_001} />);
    expect(shown()).toEqual(['1 тыс. просмотров', '1 001 просмотр']);
  });

  it('is compacted in German as in every other language', async () => {
    await activateLanguage('de');
    render(<ViewCount views={118_670} />);
    expect(shown()).toEqual(['118 Tsd. Aufrufe', '118.670 Aufrufe']);
  });
});

/** Opens a content page's counter for item 7, as the API answered the item (`views`). */
async function openPage(views: number, viewAnswer: { counted: boolean; views: number }) {
  const api = holdApi();
  const view = render(
    <ViewRecorder contentId={7} views={views} onViewCounted={() => undefined}>
      <ViewCount views={views} />
    </ViewRecorder>,
  );
  // The view is recorded in a task after the page's effects (yieldToMain).
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await act(async () => {
    api.call('POST', '/content/7/view').answer(200, viewAnswer);
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  return view;
}

describe('the views a content page shows', () => {
  it('never go back when a reload brings a cached total from before the counted view', async () => {
    const first = await openPage(10, { counted: true, views: 11 });
    expect(shown()[0]).toBe('11 views');
    first.unmount();

    // The reload: the page cache answers with the total from before, and today's view is not counted again.
    await openPage(10, { counted: false, views: 10 });
    expect(shown()[0]).toBe('11 views');
  });

  it('follow a total that has grown since', async () => {
    (await openPage(10, { counted: true, views: 11 })).unmount();
    await openPage(40, { counted: false, views: 40 });
    expect(shown()[0]).toBe('40 views');
  });
});
