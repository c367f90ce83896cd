import { useHotkeys } from '@mantine/hooks';

/** F8 moves focus to the newest toast (its close button), like Radix's viewport hotkey. */
export function focusNotifications(): boolean {
  const target = document.querySelector<HTMLElement>('.mantine-Notification-root button');
  if (!target) return false;
  target.focus();
  return true;
}

export function useNotificationsHotkey() {
  useHotkeys([['F8', () => focusNotifications()]], []);
}
