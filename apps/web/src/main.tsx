import './app/styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { Providers } from './app/providers';

// Declarative BrowserRouter: the data router (loaders/actions) is not used and would add ~10 KB gzip.
const root = document.getElementById('root');
if (root) {
  const reactRoot = createRoot(root);
  // A transition lets React yield while it renders the first page, so one long render task
  // does not block input on slow phones.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    );
  });
}
