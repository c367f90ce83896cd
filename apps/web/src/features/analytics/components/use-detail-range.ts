import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { HistoryRange } from '../api/get-token-detail';
import { DEFAULT_DETAIL_RANGE, parseDetailRange, writeDetailRange } from '../detail-range';

/**
 * The detail charts' window, kept in the query string (`?range=24h`; 7d left out) so a view can be
 * shared and the server renders it. A change pushes a history entry: back and forward step through
 * the windows a visitor looked at. `queryRange` is what the detail read asks for (none: the default).
 */
export function useDetailRange() {
  const [params, setParams] = useSearchParams();
  const queryRange = parseDetailRange(params);
  const setRange = useCallback(
    (next: HistoryRange) => setParams((current) => writeDetailRange(next, current)),
    [setParams],
  );
  return { range: queryRange ?? DEFAULT_DETAIL_RANGE, queryRange, setRange };
}
