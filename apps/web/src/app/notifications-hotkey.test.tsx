import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showErrorToast } from '../lib/toast';
import { renderApp } from '../test/render';

describe('toasts', () => {
  it('show one at a time and F8 moves focus to the newest', async () => {
    renderApp('/no-such-page');
    act(() => {
      // Raised before the toast region has loaded (it loads after the page is up): they queue.
      showErrorToast('first');
      showErrorToast('second');
    });
    expect(await screen.findByText('first')).toBeInTheDocument();
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    fireEvent.keyDown(document.documentElement, { key: 'F8', code: 'F8' });
    await waitFor(() => expect(document.activeElement?.closest('.mantine-Notification-root')).not.toBeNull());
  });
});
