import { ChatSection } from '../features/chat/components/chat-section';
import { CommunitySection } from '../features/landing/components/community-section';
import { FeaturedTokenSection } from '../features/landing/components/featured-token-section';
import { FloatingChatButton } from '../features/landing/components/floating-chat-button';
import { Hero } from '../features/landing/components/hero';
import { QuickGuides } from '../features/landing/components/quick-guides';
import { SiteFooter } from '../features/landing/components/site-footer';
import { TopBar } from '../features/landing/components/top-bar';
import { useDocumentMeta } from '../lib/use-document-title';

const TITLE = 'ODAI — AI Chat Assistant & Bitcoin Runes Guide for Odin.fun';
const DESCRIPTION =
  'Ask ODAI, the unofficial AI guide to Odin.fun, about bonding curves, AMM trading, launching Bitcoin Runes tokens, fees and security, and explore live token analytics.';

/** The landing page: the app shell composes the landing and chat features in the spec's order. */
export function LandingRoute() {
  useDocumentMeta(TITLE, DESCRIPTION);
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
