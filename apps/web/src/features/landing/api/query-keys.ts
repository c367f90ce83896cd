// Each key joined with '/' is the URL its query reads (a fixed product rule for the default read): keep them so.
export const landingKeys = {
  featuredToken: () => ['/api/tokens/featured'] as const,
  popularTokens: () => ['/api/tokens/popular'] as const,
  readiness: () => ['/api/ready'] as const,
};
