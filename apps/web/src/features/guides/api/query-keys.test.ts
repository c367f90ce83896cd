import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { requestedPaths } from '../../../test/requested-paths';
import { guideQueryOptions } from './get-guide';
import { guidesQueryOptions } from './get-guides';
import { guideKeys } from './query-keys';

describe('guide query keys', () => {
  it('each key joined with "/" is the URL its query reads', async () => {
    const client = createQueryClient();
    expect(await requestedPaths(() => client.fetchQuery(guidesQueryOptions))).toEqual([
      guideKeys.list.join('/'),
    ]);
    expect(await requestedPaths(() => client.fetchQuery(guideQueryOptions('fees')))).toEqual([
      guideKeys.article('fees').join('/'),
    ]);
  });
});
