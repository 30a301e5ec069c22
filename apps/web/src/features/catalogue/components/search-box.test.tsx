// @vitest-environment happy-dom
// The search box as a person uses it, with the keyboard and the mouse (WAI-ARIA combobox): what it
// asks the API and when, what the list shows, and where each key takes them.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@packdex/shared/constants';
import type { Suggestion } from '@packdex/shared/schemas';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { SearchBox } from './search-box.tsx';

/** The suggestion entries load lazily: seconds on a loaded 2-core runner, past Testing Library's 1 s default. */
const SLOW = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SUGGESTIONS: Suggestion[] = [
  { kind: 'model', label: 'Ines Starling', slug: 'ines-starling', imageUrl: null },
  { kind: 'content', label: 'Ines – Winter Cabin', slug: 'ines-winter-cabin', imageUrl: null },
];

/** Where the app is: the router's path and query. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderBox(value = '') {
  const api = holdApi();
  const onSearch = vi.fn();
  renderInApp(
    <>
      <SearchBox value={value} onSearch={onSearch} />
      <Where />
    </>,
  );
  const input = screen.getByRole('combobox', { name: 'Search content and models' });
  return { api, onSearch, input, user: userEvent.setup() };
}

/** Answers the suggestions call for `q` once the debounce has let it out. */
async function answerSuggestions(api: ReturnType<typeof holdApi>, q: string, suggestions: Suggestion[]) {
  const path = `/search/suggestions?q=${encodeURIComponent(q)}`;
  await waitFor(() => expect(api.calls.map((c) => c.path)).toContain(path), SLOW);
  api.call('GET', path).answer(200, { suggestions });
}

describe('the search box', () => {
  it('asks for suggestions from two characters, once typing pauses, and lists them', async () => {
    const { api, input, user } = renderBox();
    await user.type(input, 'i');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100));
    // One character: nothing asked, no list.
    expect(api.calls).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await user.type(input, 'nes');
    await answerSuggestions(api, 'ines', SUGGESTIONS);
    // Only the pause's text was asked for, not each keystroke's.
    expect(api.calls).toEqual([]);
    const options = await screen.findAllByRole('option', {}, SLOW);
    expect(options.map((o) => o.textContent)).toEqual(['Ines StarlingModel', 'Ines – Winter CabinContent']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves through the list with the arrow keys and opens the highlighted entry with Enter', async () => {
    const { api, input, user, onSearch } = renderBox();
    await user.type(input, 'ines');
    await answerSuggestions(api, 'ines', SUGGESTIONS);
    const options = await screen.findAllByRole('option', {}, SLOW);

    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // Past the last entry, back to the first.
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/content/ines-winter-cabin'), SLOW);
    expect(onSearch).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens an entry clicked with the mouse', async () => {
    const { api, input, user } = renderBox();
    await user.type(input, 'ines');
    await answerSuggestions(api, 'ines', SUGGESTIONS);
    await user.click(await screen.findByRole('option', { name: /Ines Starling/ }, SLOW));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/model/ines-starling'), SLOW);
  });

  it('searches for the typed text with Enter when no entry is highlighted, or with the search button', async () => {
    const { input, user, onSearch } = renderBox();
    await user.type(input, '  winter cabin {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('winter cabin');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('says when nothing matches, and offers the search itself', async () => {
    const { api, input, user } = renderBox();
    await user.type(input, 'zz');
    await answerSuggestions(api, 'zz', []);
    expect(await screen.findByText('No suggestions. Press Enter to search for “zz”.', {}, SLOW)).toBeTruthy();
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('closes the list with Escape and empties the field with its clear button', async () => {
    const { api, input, user } = renderBox();
    await user.type(input, 'ines');
    await answerSuggestions(api, 'ines', SUGGESTIONS);
    await screen.findAllByRole('option', {}, SLOW);
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('ines');

    await user.click(screen.getByRole('button', { name: 'Clear the search box' }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear the search box' })).toBeNull();
  });

  it('starts from the search in effect, the one in the address', () => {
    const { input } = renderBox('winter');
    expect((input as HTMLInputElement).value).toBe('winter');
  });

  it('keeps what was typed after Enter when the address catches up with the search sent before', async () => {
    holdApi();
    const onSearch = vi.fn();
    // The page's address, set by the test through two buttons.
    function Page() {
      const [search, setSearch] = useState('');
      return (
        <>
          <SearchBox value={search} onSearch={onSearch} />
          <button type="button" onClick={() => setSearch('winter')}>
            address: winter
          </button>
          <button type="button" onClick={() => setSearch('')}>
            address: none
          </button>
        </>
      );
    }
    renderInApp(<Page />);
    const input = screen.getByRole('combobox', { name: 'Search content and models' });
    const user = userEvent.setup();
    await user.type(input, 'winter{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('winter');
    await user.clear(input);
    await user.type(input, 'cabin');
    // The router's navigation to ?search=winter renders only now.
    fireEvent.click(screen.getByRole('button', { name: 'address: winter' }));
    expect(input).toHaveProperty('value', 'cabin');
    // Back to the address without a search: that one shows.
    fireEvent.click(screen.getByRole('button', { name: 'address: none' }));
    expect(input).toHaveProperty('value', '');
  });
});
