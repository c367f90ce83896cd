import { type RefObject, useEffect, useRef } from 'react';

/** The attribute that marks the bubble the list shows the start of: the newest answer or question. */
export const ANCHOR_ATTRIBUTE = 'data-chat-anchor';
const PHONE_QUERY = '(max-width: 48em)';

/**
 * Brings the start of the newest message into view: the first line of a new answer at the top of
 * the list (its end would leave its beginning above view). On desktop the list is its own ~24rem
 * scroll box; on phones the list is as tall as its messages and the page scrolls instead, and not
 * on first load (a restored conversation must not pull the page down to the chat).
 */
export function useRevealNewest(viewport: RefObject<HTMLElement | null>, anchorKey: string | null) {
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const first = previous.current === undefined;
    previous.current = anchorKey;
    const list = viewport.current;
    const target = list?.querySelector<HTMLElement>(`[${ANCHOR_ATTRIBUTE}]`);
    if (!list || !target || anchorKey === null) return;
    // The breakpoint at which global.css lets the list grow with its messages (.odai-chat-log).
    const phone = window.matchMedia?.(PHONE_QUERY).matches ?? false;
    if (!phone) {
      const padding = Number.parseFloat(getComputedStyle(list).paddingTop) || 0;
      const offset = target.getBoundingClientRect().top - list.getBoundingClientRect().top;
      list.scrollTo({ top: list.scrollTop + offset - padding, behavior: 'smooth' });
    } else if (!first) {
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, [viewport, anchorKey]);
}
