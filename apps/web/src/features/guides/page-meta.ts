import type { components } from '@odai/contract';

// Its own module so the route table can read it without loading the guides' lazy chunk.
type Guide = components['schemas']['Guide'];

export const GUIDES_META = {
  title: 'Guides to Odin.fun — ODAI',
  description:
    'How Odin.fun works, in plain words: bonding curves, AMM trading, launching a token, fees, security and reading analytics. The knowledge base the ODAI assistant answers from.',
};

export function guideMeta(guide: Guide | undefined) {
  if (!guide) return { title: 'Guide not found — ODAI', description: GUIDES_META.description };
  return { title: `${guide.title} — ODAI guides`, description: guide.description };
}
