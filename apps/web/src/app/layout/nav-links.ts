/** The top bar's links to the landing page's sections, in order. */
export const SECTION_LINKS = [
  { href: '#chat', label: 'AI Chat' },
  { href: '#odai', label: 'ODAI Token' },
  { href: '#guides', label: 'Guides' },
  { href: '#community', label: 'Community' },
] as const;
