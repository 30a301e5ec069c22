import { useCallback, useMemo, useState } from 'react';

/** Rows picked one by one (or a page at a time), or every row the list's search finds. */
type Picked = { all: false; ids: ReadonlySet<number> } | { all: true };

const NONE: Picked = { all: false, ids: new Set() };

/**
 * The admin list's selection: it survives paging and is dropped when the search changes (what "all
 * matching" means changes with it). `total` is the list's count of matching rows.
 */
export function useSelection(search: string, total: number) {
  const [state, setState] = useState<{ search: string; picked: Picked }>({ search, picked: NONE });
  // Another search starts with nothing picked (kept with the search it belongs to, not reset by an effect).
  const picked = state.search === search ? state.picked : NONE;
  const setPicked = useCallback(
    (next: Picked | ((p: Picked) => Picked)) =>
      setState((s) => {
        const current = s.search === search ? s.picked : NONE;
        return { search, picked: typeof next === 'function' ? next(current) : next };
      }),
    [search],
  );

  const toggle = useCallback(
    (id: number, on: boolean, pageIds: readonly number[]) => {
      setPicked((p) => {
        // Unticking one row of "all matching" leaves the rest of this page picked by hand.
        const ids = new Set(p.all ? pageIds : p.ids);
        if (on) ids.add(id);
        else ids.delete(id);
        return { all: false, ids };
      });
    },
    [setPicked],
  );

  const setPage = useCallback(
    (pageIds: readonly number[], on: boolean) => {
      setPicked((p) => {
        const ids = new Set(p.all ? [] : p.ids);
        for (const id of pageIds) {
          if (on) ids.add(id);
          else ids.delete(id);
        }
        return { all: false, ids };
      });
    },
    [setPicked],
  );

  return useMemo(
    () => ({
      /** Every row the search finds is selected. */
      all: picked.all,
      count: picked.all ? total : picked.ids.size,
      isSelected: (id: number) => picked.all || picked.ids.has(id),
      toggle,
      setPage,
      selectAll: () => setPicked({ all: true }),
      clear: () => setPicked(NONE),
      /** The selection as a bulk action's body names it. */
      target: (): { ids: number[] } | { filter: { search?: string } } =>
        picked.all ? { filter: search ? { search } : {} } : { ids: [...picked.ids] },
    }),
    [picked, total, search, toggle, setPage, setPicked],
  );
}
export type Selection = ReturnType<typeof useSelection>;
