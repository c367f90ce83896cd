import { describe, expect, it } from 'vitest';
import { FakeMarket } from '../../test-support/fake-market.js';
import { sharedKnowledgeBase } from '../knowledge-base/knowledge-base.js';
import { runToolCall } from '../llm/run-tool-call.js';
import { openAiTools, TOOLS } from './registry.js';

const deps = { kb: sharedKnowledgeBase(), market: new FakeMarket() };
const call = (name: string, args: unknown) =>
  runToolCall({ id: 'call_1', type: 'function', function: { name, arguments: JSON.stringify(args) } }, deps);

describe('assistant tools', () => {
  it('each has a unique snake_case name, a description and an object JSON schema', () => {
    const names = TOOLS.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const t of TOOLS) {
      expect(t.name).toMatch(/^[a-z_]+$/);
      expect(t.description.length).toBeGreaterThan(20);
      expect(t.parameters).toMatchObject({ type: 'object' });
    }
    expect(openAiTools()[0]).toMatchObject({ type: 'function', function: { name: 'get_token_figures' } });
  });

  it('reads live figures the same way the embedded intents do', async () => {
    const r = await call('get_token_figures', { token: '2jjj', figures: ['holders'] });
    expect(r.markdown).toContain('Holders: 11,151');
    expect(r.sources[0]?.ref).toBe('token:2jjj');
    expect((await call('compare_tokens', { first: 'ODAI', second: 'GRIFFAIN' })).sources).toHaveLength(3);
    expect((await call('get_top_losers', { limit: 1 })).markdown).toContain('BOBAI');
    expect((await call('get_most_volatile', {})).sources[0]?.ref).toBe('market:most-volatile');
    expect((await call('get_market_overview', {})).markdown).toContain('$246,074.52');
    expect((await call('search_knowledge', { query: 'ascension' })).markdown).toContain(
      '[bonding-curves#ascension]',
    );
  });

  it('reports unknown tokens, unknown tools and bad arguments back to the model', async () => {
    expect((await call('get_token_figures', { token: 'NOPE' })).markdown).toMatch(
      /couldn't find a token called "NOPE" among the 7 tokens/,
    );
    expect((await call('buy_token', {})).markdown).toMatch(/Unknown tool/);
    expect((await call('get_top_gainers', { limit: 99 })).markdown).toMatch(/Invalid arguments/);
  });
});
