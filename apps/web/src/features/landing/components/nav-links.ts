/** The top bar's links, in order. */
export const SECTION_LINKS = [
  { href: '#chat', label: 'AI Chat' },
  { href: '#odai', label: 'ODAI Token' },
  { href: '#guides', label: 'Guides' },
  { href: '#community', label: 'Community' },
] as const;

export const OFFICIAL_SITE = 'https://odin.fun';
