import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import type { HistoryMessage } from '../assistant.js';

const engine = fixtureEngine();

// One question per kind of answer: each gets suggestions, and each suggestion, asked next in the
// same chat, is answered (not the no-match reply, not an abstention).
const ASKED = [
  'price of ODINDOG',
  'price of BITCAT',
  'top 3 by market cap',
  'compare ODAI and GRIFFAIN',
  'top gainers',
  'What fees does Odin.fun charge?',
  'How does the bonding curve work?',
  'someone will double my BTC if I send it first',
  'send me your seed phrase',
  'should I buy ODAI?',
  'write me a trading bot',
  'gm',
  'What is the weather in Paris?',
  'price of $ZORBLAX',
  "what's the fee and how do I deposit?",
];

describe('follow-up suggestions', () => {
  it.each(ASKED)('after "%s": up to 3, each answerable', async (question) => {
    const first = await engine.answer({ sessionId: 's', question, history: [] });
    const suggestions = first.suggestions ?? [];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(suggestions).not.toContain(question);
    const history: HistoryMessage[] = [
      { isUser: true, message: question },
      { isUser: false, message: first.markdown, sources: first.sources },
    ];
    for (const suggestion of suggestions) {
      const r = await engine.reply({ question: suggestion, history });
      expect(r.intent, suggestion).not.toBe('no_match');
      expect(r.intent, suggestion).not.toBe('unknown_token');
      expect(r.markdown, suggestion).not.toMatch(/don't have a (grounded|reliable)|no reliable answer/i);
    }
  });

  it('names a copycat by its id so the suggestion means the same token', async () => {
    const r = await engine.answer({ sessionId: 's', question: 'price of 3bct', history: [] });
    expect(r.suggestions?.[0]).toMatch(/^Compare 3bct with /);
  });
});
