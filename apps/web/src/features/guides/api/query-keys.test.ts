import { describe, expect, it } from 'vitest';
import { keyAndPaths } from '../../../test/requested-paths';
import { guideQueryOptions } from './get-guide';
import { guidesQueryOptions } from './get-guides';

describe('guide query keys: each joined with "/" is the URL its query reads', () => {
  it.each([
    ['list', guidesQueryOptions],
    ['article', guideQueryOptions('fees')],
  ] as const)('%s', async (_, options) => {
    const { key, paths } = await keyAndPaths(options);
    expect(paths).toEqual([key]);
  });
});
