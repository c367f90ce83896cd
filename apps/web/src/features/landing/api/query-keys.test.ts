import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { requestedPaths } from '../../../test/requested-paths';
import { featuredTokenQueryOptions } from './get-featured-token';
import { popularTokensQueryOptions } from './get-popular-tokens';
import { landingKeys } from './query-keys';

describe('landing query keys: each joined with "/" is the URL its query reads', () => {
  it('featured token', async () => {
    const client = createQueryClient();
    const paths = await requestedPaths(() => client.fetchQuery(featuredTokenQueryOptions));
    expect(paths).toEqual([landingKeys.featuredToken().join('/')]);
  });

  it('popular tokens', async () => {
    const client = createQueryClient();
    const paths = await requestedPaths(() => client.fetchQuery(popularTokensQueryOptions));
    expect(paths).toEqual([landingKeys.popularTokens().join('/')]);
  });
});
