import { lazy, Suspense } from 'react';
import { SiteFooter } from './layout/site-footer';

// The guides are a chunk of their own: the landing does not pay for them.
const GuidesPage = lazy(() =>
  import('../features/guides/components/guides-page').then((m) => ({ default: m.GuidesPage })),
);
const GuidePage = lazy(() =>
  import('../features/guides/components/guide-page').then((m) => ({ default: m.GuidePage })),
);

/** /guides and /guides/:article, with the site's footer (the disclaimer). */
export function GuidesRoute({ page }: { page: 'index' | 'article' }) {
  return (
    <>
      <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
        {page === 'index' ? <GuidesPage /> : <GuidePage />}
      </Suspense>
      <SiteFooter />
    </>
  );
}
