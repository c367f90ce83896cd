import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListView, parseListView, writeListView } from './token-list-view';

/**
 * The All Tokens search and sort, kept in the query string so a view can be shared and survives
 * a reload. Changes replace the history entry (typing is not navigation); opening a token pushes.
 */
export function useListView(): [ListView, (next: ListView) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseListView(params), [params]);
  const update = useCallback(
    (next: ListView) => setParams((current) => writeListView(next, current), { replace: true }),
    [setParams],
  );
  return [view, update];
}
