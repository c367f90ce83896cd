import { notifications, notificationsStore } from '@mantine/notifications';
import type { PointerEvent } from 'react';

/** Product rules: one toast at a time, 5 s on screen, 420 px wide from md up (full width below). */
export const TOAST_RULES = {
  limit: 1,
  autoClose: 5000,
  containerWidth: 420,
  position: 'bottom-right',
} as const;

/**
 * Applies the one-at-a-time rule to the toast store itself, when this module loads (with the first
 * code that can raise a toast, never in the landing's entry chunk). The toast region loads after
 * the page has hydrated (app/notifications-region.tsx); a toast raised before must already wait
 * its turn.
 */
export function applyToastRules(): void {
  notificationsStore.updateState((state) => ({
    ...state,
    limit: TOAST_RULES.limit,
    defaultPosition: TOAST_RULES.position,
  }));
}
applyToastRules();

/** Product rule: a toast swiped right by 50 px or more is dismissed. */
export const SWIPE_DISMISS_PX = 50;

let counter = 0;

/** Pointer handlers that dismiss the toast on a rightward swipe of `SWIPE_DISMISS_PX` or more. */
export function swipeToDismiss(onDismiss: () => void) {
  let startX: number | null = null;
  return {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      startX = event.clientX;
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      if (startX !== null && event.clientX - startX >= SWIPE_DISMISS_PX) onDismiss();
      startX = null;
    },
    onPointerCancel: () => {
      startX = null;
    },
    style: { touchAction: 'pan-y' as const },
  };
}

/** The destructive error toast: title 'Error', red, swipe right to dismiss. */
export function showErrorToast(message: string) {
  counter += 1;
  const id = `odai-toast-${counter}`;
  notifications.show({
    id,
    color: 'red',
    title: 'Error',
    message,
    ...swipeToDismiss(() => notifications.hide(id)),
  });
}
