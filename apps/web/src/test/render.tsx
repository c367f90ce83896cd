import { render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { AppRoutes } from '../app/app-routes';
import { Providers } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

/** What a test sees of the router: the current address and a way to go back and forward. */
export interface TestRouter {
  location: string;
  navigate: NavigateFunction;
}

function RouterProbe({ router }: { router: TestRouter }) {
  const { pathname, search } = useLocation();
  router.location = `${pathname}${search}`;
  router.navigate = useNavigate();
  return null;
}

/** The whole app at `path`, with a fresh query cache and Mantine's test environment. */
export function renderApp(path = '/') {
  const client = createQueryClient();
  const router = { location: path } as TestRouter;
  const utils = render(
    <Providers client={client} env="test">
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <RouterProbe router={router} />
      </MemoryRouter>
    </Providers>,
  );
  return { ...utils, client, router };
}
