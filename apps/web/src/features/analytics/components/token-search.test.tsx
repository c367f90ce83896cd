import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TokenSearch } from './token-search';

interface SlowUrl {
  /** Edits the box sent, oldest first, not yet in the URL. */
  queue: string[];
  land: (q: string) => void;
}

/** A parent whose value (the URL's `q`) follows the box's edits only when the test says so. */
function Parent({ url }: { url: SlowUrl }) {
  const [value, setValue] = useState('');
  url.land = setValue;
  return <TokenSearch value={value} onChange={(q) => url.queue.push(q)} />;
}

function renderWithSlowUrl() {
  const url: SlowUrl = { queue: [], land: () => {} };
  render(
    <MantineProvider>
      <Parent url={url} />
    </MantineProvider>,
  );
  return {
    box: screen.getByRole('searchbox', { name: 'Search tokens' }),
    landNext: () => act(() => url.land(url.queue.shift() ?? '')),
    land: (q: string) => act(() => url.land(q)),
  };
}

describe('TokenSearch', () => {
  it('keeps every keystroke while older edits reach the URL late', async () => {
    const { box, landNext } = renderWithSlowUrl();
    await userEvent.type(box, '2d0s');
    landNext(); // "2" lands while "2d0s" is in the box
    landNext(); // "2d"
    await userEvent.type(box, 'c');
    expect(box).toHaveValue('2d0sc');
    for (let i = 0; i < 3; i++) landNext(); // "2d0", "2d0s", "2d0sc"
    expect(box).toHaveValue('2d0sc');
  });

  it('takes a value it did not send (back/forward, a shared link)', async () => {
    const { box, landNext, land } = renderWithSlowUrl();
    await userEvent.type(box, 'ab');
    landNext();
    landNext();
    land('odin');
    expect(box).toHaveValue('odin');
    land('');
    expect(box).toHaveValue('');
  });
});
