import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { requestedPaths } from '../../../test/requested-paths';
import { marketOverviewQueryOptions } from './get-market-overview';
import { tokenDetailQueryOptions } from './get-token-detail';
import { tokensQueryOptions } from './get-tokens';
import { analyticsKeys } from './query-keys';

describe('analytics query keys: each joined with "/" is the URL its query reads', () => {
  it('tokens', async () => {
    const client = createQueryClient();
    const paths = await requestedPaths(() => client.fetchQuery(tokensQueryOptions));
    expect(paths).toEqual([analyticsKeys.tokens().join('/')]);
  });

  it('market overview', async () => {
    const client = createQueryClient();
    const paths = await requestedPaths(() => client.fetchQuery(marketOverviewQueryOptions));
    expect(paths).toEqual([analyticsKeys.marketOverview().join('/')]);
  });

  it('token detail', async () => {
    const client = createQueryClient();
    const paths = await requestedPaths(() => client.fetchQuery(tokenDetailQueryOptions('2jjj')));
    expect(paths).toEqual([analyticsKeys.tokenDetail('2jjj').join('/')]);
  });
});
