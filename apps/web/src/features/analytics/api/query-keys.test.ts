import { describe, expect, it } from 'vitest';
import { keyAndPaths } from '../../../test/requested-paths';
import { marketOverviewQueryOptions } from './get-market-overview';
import { tokenDetailQueryOptions } from './get-token-detail';
import { tokensQueryOptions } from './get-tokens';

describe('analytics query keys: each joined with "/" is the URL its query reads', () => {
  it.each([
    ['tokens', tokensQueryOptions],
    ['market overview', marketOverviewQueryOptions],
    ['token detail', tokenDetailQueryOptions('2jjj')],
  ] as const)('%s', async (_, options) => {
    const { key, paths } = await keyAndPaths(options);
    expect(paths).toEqual([key]);
  });
});
