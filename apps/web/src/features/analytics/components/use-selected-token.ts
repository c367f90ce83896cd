import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { writeDetailRange } from '../detail-range';

/** Where focus goes back to when the detail closes: the row that opened it, if it is on screen. */
export function focusTokenRow(tokenId: string): void {
  // After the navigation has rendered (the row's pressed state changes with it).
  requestAnimationFrame(() => {
    const row = document.querySelector<HTMLElement>(`[data-token-id="${CSS.escape(tokenId)}"]`);
    row?.focus();
  });
}

/**
 * The open token lives in the URL (`/analytics/:token`, an id or a ticker), so it survives a
 * reload, can be shared, and back/forward move between tokens. The list's search and sort
 * (query string) are kept while opening and closing; the chart window (`range`) is kept from one
 * token to the next and dropped on close.
 */
export function useSelectedToken() {
  const { token } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const select = useCallback(
    (tokenId: string) => navigate({ pathname: `/analytics/${encodeURIComponent(tokenId)}`, search }),
    [navigate, search],
  );
  // The chart window belongs to a token's page: the list keeps its own keys only.
  const close = useCallback(
    () =>
      navigate({
        pathname: '/analytics',
        search: writeDetailRange(undefined, new URLSearchParams(search)).toString(),
      }),
    [navigate, search],
  );
  return { selected: token ?? null, select, close };
}
