import { Notifications } from '@mantine/notifications';
import { TOAST_RULES } from '../lib/toast';
import { useNotificationsHotkey } from './notifications-hotkey';

/**
 * The toast region. Loaded after the page has hydrated (see providers.tsx): the first paint never
 * shows a toast, and this keeps Mantine's Notifications and its transitions out of the landing's
 * initial JavaScript. A toast raised before it arrives waits in the store and shows when it does.
 */
export default function NotificationsRegion() {
  useNotificationsHotkey();
  const { limit, autoClose, containerWidth, position } = TOAST_RULES;
  return (
    <Notifications limit={limit} autoClose={autoClose} containerWidth={containerWidth} position={position} />
  );
}
