import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long after landing late content may still move the target (the chat's session and list). */
const HOLD_MS = 10_000;
/** What a visitor does to take over the scrolling; the page stops following its target then. */
const TAKE_OVER = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Brings the element named by the address's #hash into view once the page can show it (`ready`:
 * hydrated and its data on screen), and keeps it there while content above it still changes size
 * (on a phone the chat grows and shrinks as its session and messages arrive), until the visitor
 * scrolls, touches or types, or HOLD_MS pass. A browser jumps to the hash on load only if the
 * element is already laid out where it will stay, and an in-app navigation does not scroll at all.
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
    // Instant: a smooth scroll aims at where the target was when it started, and a resize during
    // it leaves the page short of (or past) the target.
    const land = () => document.getElementById(id)?.scrollIntoView({ block: 'start', behavior: 'instant' });
    // After this frame's layout, so sizes set by the same render are in place.
    const frame = requestAnimationFrame(land);
    const follow = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(land);
    follow?.observe(document.body);
    const release = () => {
      follow?.disconnect();
      window.clearTimeout(timer);
      for (const type of TAKE_OVER) window.removeEventListener(type, release, true);
    };
    const timer = window.setTimeout(release, HOLD_MS);
    for (const type of TAKE_OVER) window.addEventListener(type, release, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      release();
    };
  }, [ready, pathname, hash]);
}
