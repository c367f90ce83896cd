import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element named by the address's #hash into view once the page can show it (`ready`:
 * hydrated and its data on screen). A browser jumps to the hash on load only if the element is
 * already laid out where it will stay; content that grows above it afterwards, or an in-app
 * navigation (which the router does not scroll), would leave the reader elsewhere.
 */
export function useScrollToHash(ready: boolean) {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page with the same hash scrolls again.
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    // After this frame's layout, so sizes set by the same render are in place.
    const frame = requestAnimationFrame(() =>
      document.getElementById(id)?.scrollIntoView({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [ready, pathname, hash]);
}
