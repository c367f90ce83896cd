import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CatchUpWithAddress } from './catch-up-with-address';

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

const renderAt = (routerAddress: string) =>
  render(
    <MemoryRouter initialEntries={[routerAddress]}>
      <CatchUpWithAddress>
        <Where />
      </CatchUpWithAddress>
    </MemoryRouter>,
  );

describe('CatchUpWithAddress', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('moves the router to the address the browser shows when it changed before the router listened', async () => {
    window.history.replaceState(null, '', '/analytics?sort=price');
    renderAt('/analytics/2jjj');
    expect(await screen.findByText('at /analytics?sort=price')).toBeInTheDocument();
  });

  it('leaves the router where it is when the addresses agree', () => {
    window.history.replaceState(null, '', '/guides');
    renderAt('/guides');
    expect(screen.getByText('at /guides')).toBeInTheDocument();
  });
});
