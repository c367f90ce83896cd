import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { PAGE_STATE_ID, parsePageState, readPageState, serializePageState } from './page-state';

const state = (data: unknown, error: unknown = null) => ({
  renderedAt: 1,
  path: '/',
  queries: {
    mutations: [],
    queries: [
      {
        queryHash: 'q',
        queryKey: ['q'],
        dehydratedAt: 1,
        state: { data, error, status: error ? 'error' : 'success' },
      },
    ],
  },
});

describe('page state', () => {
  it('cannot close its script element, whatever the data holds', () => {
    const json = serializePageState(state({ text: '</script><script>alert(1)</script>' }) as never);
    expect(json).not.toContain('<');
    expect(parsePageState(json).queries.queries[0]!.state.data).toEqual({
      text: '</script><script>alert(1)</script>',
    });
  });

  it('keeps a failed query an ApiError, with its status and body', () => {
    const error = new ApiError(503, { error: 'Not yet.', code: 'MARKET_NOT_READY' }, '503: Not yet.');
    const parsed = parsePageState(serializePageState(state(undefined, error) as never));
    const revived = parsed.queries.queries[0]!.state.error;
    expect(revived).toBeInstanceOf(ApiError);
    expect(revived).toMatchObject({
      status: 503,
      body: { code: 'MARKET_NOT_READY' },
      message: '503: Not yet.',
    });
  });

  it('reads the block from the document, and nothing from a page without one', () => {
    expect(readPageState(document)).toBeNull();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_STATE_ID;
    block.textContent = serializePageState(state([1, 2]) as never);
    document.body.append(block);
    try {
      expect(readPageState(document)?.renderedAt).toBe(1);
    } finally {
      block.remove();
    }
  });
});
