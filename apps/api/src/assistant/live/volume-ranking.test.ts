import { describe, expect, it } from 'vitest';
import { FakeMarket } from '../../test-support/fake-market.js';
import { EmbeddedEngine } from '../embedded/embedded-engine.js';
import { sharedKnowledgeBase } from '../knowledge-base/knowledge-base.js';

// The live and demo snapshots carry every token's 24 h volume in US dollars (the fixtures do not:
// metric-ranking.test.ts covers that market); here the fixture tokens are given volumes.
const VOLUMES: Record<string, string> = {
  '22qz': '410.00',
  '2bct': '1520.75',
  '2odai': '980.10',
  '29m8': '2875.40',
  '2h4c': '77.25',
  '2jjj': '12400.00',
  '3bct': '0.00',
};

function engineWithVolumes(): EmbeddedEngine {
  const market = new FakeMarket();
  const snapshot = market.current;
  if (!snapshot) throw new Error('the fixture market has a snapshot');
  market.current = {
    ...snapshot,
    tokens: snapshot.tokens.map((t) => ({ ...t, volume24h: VOLUMES[t.id] ?? '0.00' })),
  };
  return new EmbeddedEngine(sharedKnowledgeBase(), market);
}

const engine = engineWithVolumes();
const ask = (question: string, history: Parameters<EmbeddedEngine['reply']>[0]['history'] = []) =>
  engine.reply({ question, history });

describe('tokens ranked by 24 h volume', () => {
  it('ranks by the dollars traded, highest first, with the token sources in list order', async () => {
    const r = await ask('which token has the most volume');
    expect(r.intent).toBe('get_tokens_by_volume');
    expect(r.markdown).toMatch(
      /^\*\*ODINDOG\*\* \(id `2jjj`\) has the most trading volume in the last 24 h of the 7 tokens ODAI tracks: \$12,400\.00 traded \(24 h\)\./,
    );
    expect(r.markdown).not.toMatch(/no 24 h volume/);
    expect(r.sources.filter((s) => s.ref.startsWith('token:')).map((s) => s.ref)).toEqual([
      'token:2jjj',
      'token:29m8',
      'token:2bct',
      'token:2odai',
      'token:22qz',
    ]);
  });

  it('ranks the other way, and again after a ranking ("and by volume?")', async () => {
    expect((await ask('lowest volume coins top 3')).markdown).toMatch(
      /^\*\*Bitcat Copy\*\* \(BITCAT, id `3bct`\) has the least trading volume/,
    );
    const first = await ask('which token has the most holders?');
    const history = [
      { isUser: true, message: 'which token has the most holders?' },
      { isUser: false, message: first.markdown, sources: first.sources },
    ];
    const again = await ask('and by volume?', history);
    expect(again.markdown).toMatch(/ODINDOG.*\$12,400\.00 traded/);
  });

  it('keeps transactions for questions about trades', async () => {
    const r = await ask('most traded token in the last 24h');
    expect(r.intent).toBe('get_tokens_by_transactions');
    expect(r.markdown).toMatch(/ODINDOG.*1,840 transactions/);
  });

  it('totals the volume in the overview', async () => {
    const r = await ask('whats the total trading volume');
    expect(r.markdown).toMatch(/Trading volume in the last 24 h \(summed per token\): \$18,263\.50/);
    expect(r.markdown).not.toMatch(/no total trading volume/);
  });
});
