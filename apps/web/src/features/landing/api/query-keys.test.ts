import { describe, expect, it } from 'vitest';
import { keyAndPaths } from '../../../test/requested-paths';
import { featuredTokenQueryOptions } from './get-featured-token';
import { popularTokensQueryOptions } from './get-popular-tokens';

describe('landing query keys: each joined with "/" is the URL its query reads', () => {
  it.each([
    ['featured token', featuredTokenQueryOptions],
    ['popular tokens', popularTokensQueryOptions],
  ] as const)('%s', async (_, options) => {
    const { key, paths } = await keyAndPaths(options);
    expect(paths).toEqual([key]);
  });
});
