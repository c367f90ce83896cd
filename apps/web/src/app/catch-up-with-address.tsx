import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The router reads the address when it first renders but hears of changes only once it has
 * committed; hydration is time-sliced and can take a while on a slow phone, and a Back pressed
 * meanwhile (right after a reload) would be missed, leaving the old page under the new address.
 * After the first commit (the router listens by then: its layout effect ran first) this moves the
 * router to the address the browser shows, if it differs. It wraps the routes rather than sitting
 * beside them: a sibling would change every useId below it, and the ids the server rendered.
 */
export function CatchUpWithAddress({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const address = `${pathname}${search}${hash}`;
    if (address !== `${location.pathname}${location.search}${location.hash}`)
      navigate(address, { replace: true });
  }, []);
  return children;
}
