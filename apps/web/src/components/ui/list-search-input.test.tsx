// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListSearchInput } from './list-search-input.tsx';

afterEach(cleanup);

function renderBox(value: string) {
  const onSearch = vi.fn<(value: string) => void>();
  const view = render(
    <ListSearchInput label="Search models" placeholder="Search…" value={value} onSearch={onSearch} />,
  );
  const box = screen.getByRole('searchbox', { name: 'Search models' });
  const setValue = (next: string) =>
    view.rerender(<ListSearchInput label="Search models" placeholder="Search…" value={next} onSearch={onSearch} />);
  return { box, onSearch, setValue };
}

describe('the list search box', () => {
  it('keeps what the user typed after Enter when the URL catches up with the search they sent before', async () => {
    const user = userEvent.setup();
    const { box, onSearch, setValue } = renderBox('');
    await user.type(box, 'Draft{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('Draft');
    await user.clear(box);
    await user.type(box, 'Bare');
    // The router's navigation to ?search=Draft renders only now.
    setValue('Draft');
    expect(box).toHaveProperty('value', 'Bare');
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('Bare');
    setValue('Bare');
    expect(box).toHaveProperty('value', 'Bare');
  });

  it('shows a search that comes from outside the box (back, a link)', async () => {
    const user = userEvent.setup();
    const { box, onSearch, setValue } = renderBox('Draft');
    expect(box).toHaveProperty('value', 'Draft');
    await user.clear(box);
    await user.type(box, 'Bare{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('Bare');
    setValue('Bare');
    // Back to the first address.
    setValue('Draft');
    expect(box).toHaveProperty('value', 'Draft');
    setValue('');
    expect(box).toHaveProperty('value', '');
  });

  it('searches 300 ms after typing stops, and at once on clear', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      const { box, onSearch, setValue } = renderBox('');
      await user.type(box, 'Lan');
      expect(onSearch).not.toHaveBeenCalled();
      vi.advanceTimersByTime(300);
      expect(onSearch).toHaveBeenLastCalledWith('Lan');
      setValue('Lan');
      await user.click(screen.getByRole('button', { name: 'Clear search' }));
      expect(onSearch).toHaveBeenLastCalledWith('');
      expect(box).toHaveProperty('value', '');
    } finally {
      vi.useRealTimers();
    }
  });
});
