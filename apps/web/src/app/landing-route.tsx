import { ChatSection } from '../features/chat/components/chat-section';
import { useFeaturedToken } from '../features/landing/api/get-featured-token';
import { CommunitySection } from '../features/landing/components/community-section';
import { FeaturedTokenSection } from '../features/landing/components/featured-token-section';
import { FloatingChatButton } from '../features/landing/components/floating-chat-button';
import { Hero } from '../features/landing/components/hero';
import { QuickGuides } from '../features/landing/components/quick-guides';
import { useDocumentMeta } from '../lib/use-document-title';
import { useScrollToHash } from '../lib/use-scroll-to-hash';
import { SiteFooter } from './layout/site-footer';
import { TopBar } from './layout/top-bar';
import { LANDING_META } from './page-meta';

/** The landing page: the app shell composes the landing and chat features in the product's fixed order. */
export function LandingRoute() {
  useDocumentMeta(LANDING_META.title, LANDING_META.description);
  // /#chat, /#guides… from the address bar land on their section once the blocks above it have
  // their final size (the featured card replaces its skeleton).
  const featured = useFeaturedToken();
  useScrollToHash(!featured.isLoading);
  return (
    <>
      <TopBar />
      <main>
        <Hero />
        <FeaturedTokenSection />
        <ChatSection />
        <QuickGuides />
        <CommunitySection />
      </main>
      <SiteFooter />
      <FloatingChatButton />
    </>
  );
}
