import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { SESSION_ID } from '../../../test/fixtures';
import { requestedPaths } from '../../../test/requested-paths';
import { assistantQueryOptions } from './get-assistant';
import { messagesQueryOptions } from './get-messages';
import { chatKeys } from './query-keys';

describe('chat query keys', () => {
  it('the messages key joined with "/" is the URL the query reads', async () => {
    const client = createQueryClient();
    const paths = await requestedPaths(() => client.fetchQuery(messagesQueryOptions(SESSION_ID)));
    expect(paths).toEqual([chatKeys.messages(SESSION_ID).join('/')]);
  });

  it('the assistant key joined with "/" is the URL the query reads', async () => {
    const client = createQueryClient();
    const paths = await requestedPaths(() => client.fetchQuery(assistantQueryOptions));
    expect(paths).toEqual([chatKeys.assistant.join('/')]);
  });
});
