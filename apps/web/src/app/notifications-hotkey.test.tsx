import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';

describe('toasts', () => {
  it('show one at a time and F8 moves focus to the newest', async () => {
    renderApp('/no-such-page');
    act(() => {
      notifications.show({ title: 'Error', message: 'first' });
      notifications.show({ title: 'Error', message: 'second' });
    });
    expect(await screen.findByText('first')).toBeInTheDocument();
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    fireEvent.keyDown(document.documentElement, { key: 'F8', code: 'F8' });
    await waitFor(() => expect(document.activeElement?.closest('.mantine-Notification-root')).not.toBeNull());
  });
});
