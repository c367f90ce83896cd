// Each key joined with '/' is the URL its query reads (a fixed product rule for the default read): keep them so.
export const guideKeys = {
  list: ['/api/guides'] as const,
  article: (slug: string) => ['/api/guides', slug] as const,
};
