import { type ComponentType, Suspense } from 'react';
import { useFeaturedToken } from '../features/landing/api/get-featured-token';
import { Hero } from '../features/landing/components/hero';
import { lazyThemed } from '../lib/lazy-themed';
import { useDocumentMeta } from '../lib/use-document-title';
import { useScrollToHash } from '../lib/use-scroll-to-hash';
import { TopBar } from './layout/top-bar';
import { LANDING_META } from './page-meta';

// Only the top bar and the hero are in the entry chunk. Everything below the hero is one lazily
// loaded chunk (./landing-later): server-rendered markup that the browser keeps and hydrates when
// the chunk arrives, so it costs nothing before first paint (decision 022).
const later = () => import('./landing-later');
function fromLater<K extends keyof Awaited<ReturnType<typeof later>>>(name: K) {
  return lazyThemed(async () => (await later())[name] as ComponentType);
}
const FeaturedTokenSection = fromLater('FeaturedTokenSection');
const ChatSection = fromLater('ChatSection');
const QuickGuides = fromLater('QuickGuides');
const CommunitySection = fromLater('CommunitySection');
const SiteFooter = fromLater('SiteFooter');
const FloatingChatButton = fromLater('FloatingChatButton');

/**
 * /#chat, /#guides… from the address bar land on their section once the blocks above it have their
 * final size (the featured card replaces its skeleton). Rendered in the last lazy boundary, so the
 * sections exist by then.
 */
function ScrollToHash() {
  const featured = useFeaturedToken();
  useScrollToHash(!featured.isLoading);
  return null;
}

/** The landing page: the app shell composes the landing and chat features in the product's fixed order. */
export function LandingRoute() {
  useDocumentMeta(LANDING_META.title, LANDING_META.description);
  return (
    <>
      <TopBar />
      <main>
        <Hero />
        <Suspense fallback={null}>
          <FeaturedTokenSection />
        </Suspense>
        <Suspense fallback={null}>
          <ChatSection />
        </Suspense>
        <Suspense fallback={null}>
          <QuickGuides />
          <CommunitySection />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
        <FloatingChatButton />
        <ScrollToHash />
      </Suspense>
    </>
  );
}
