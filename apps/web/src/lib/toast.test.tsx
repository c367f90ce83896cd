import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { showErrorToast } from './toast';

describe('error toast', () => {
  it.each([
    [49, true],
    [50, false],
    [-80, true],
  ])('a swipe of %i px leaves it shown: %s', async (dx, stays) => {
    renderApp('/no-such-page');
    act(() => showErrorToast('Something failed.'));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 100 + dx });
    if (stays) expect(screen.getByRole('alert')).toBeInTheDocument();
    else await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
