// The landing's pieces below the hero, in one chunk the landing route loads lazily (decision 022).
// The server renders them in full, so they are on screen before any script runs; the browser
// hydrates them when this chunk arrives, right after the entry.
export { ChatSection } from '../features/chat/components/chat-section';
export { CommunitySection } from '../features/landing/components/community-section';
export { FeaturedTokenSection } from '../features/landing/components/featured-token-section';
export { FloatingChatButton } from '../features/landing/components/floating-chat-button';
export { QuickGuides } from '../features/landing/components/quick-guides';
export { SiteFooter } from './layout/site-footer';
