import { describe, expect, it } from 'vitest';
import { SESSION_ID } from '../../../test/fixtures';
import { keyAndPaths } from '../../../test/requested-paths';
import { assistantQueryOptions } from './get-assistant';
import { messagesQueryOptions } from './get-messages';

describe('chat query keys: each joined with "/" is the URL its query reads', () => {
  it.each([
    ['messages', messagesQueryOptions(SESSION_ID)],
    ['assistant', assistantQueryOptions],
  ] as const)('%s', async (_, options) => {
    const { key, paths } = await keyAndPaths(options);
    expect(paths).toEqual([key]);
  });
});
