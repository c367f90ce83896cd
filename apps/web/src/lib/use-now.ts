import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

/** The time the server rendered the page at (ms); null when the page was not server-rendered. */
const RenderTime = createContext<number | null>(null);

export function RenderTimeProvider({ value, children }: { value: number | null; children: ReactNode }) {
  return createElement(RenderTime.Provider, { value }, children);
}

const subscribeToNothing = () => () => {};

/**
 * True while React renders on the server or hydrates server HTML, false in every later render:
 * React reads the server snapshot in both of the first two cases.
 */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * The current time, refreshed every `intervalMs`, so "Updated N ago" keeps counting. A server
 * render and the hydration after it both start from the server's render time (the same text on
 * both sides, no hydration mismatch); the clock moves to the real time right after.
 */
export function useNow(intervalMs = 30_000): number {
  const rendered = useContext(RenderTime);
  const hydrating = useIsHydrating();
  const [now, setNow] = useState(() => (hydrating && rendered !== null ? rendered : Date.now()));
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
