import { describe, expect, it } from 'vitest';
import { sharedKnowledgeBase } from './knowledge-base.js';
import { queryTerms } from './search-index.js';
import { expandTerm } from './synonyms.js';

const kb = sharedKnowledgeBase();
const top = (q: string) => kb.index.query(q, 1)[0]?.section.ref;

describe('section retrieval', () => {
  it('finds ascension through its synonyms', () => {
    for (const q of [
      'When does a token graduate?',
      'when is a token bonded',
      'when do tokens migrate to the pool',
    ]) {
      expect(top(q), q).toBe('bonding-curves#ascension');
    }
  });

  it('tolerates typos', () => {
    expect(top('what is slipage')).toMatch(/slippage/);
    expect(top('how does the bondng curve wrok')).toMatch(/^bonding-curves#/);
  });

  it('maps fee words to the fee article', () => {
    for (const q of ['what are the fees', 'trading commission', 'how much does it cost to trade']) {
      expect(top(q), q).toMatch(/^fees#/);
    }
  });

  it('answers the questions the old index got wrong (issue 11)', () => {
    for (const [q, ref] of [
      ['which chain does Odin run on', 'what-is-odin#overview'],
      ['what is a rug pull', 'security#rug-pulls'],
      ['how much must be sold before the pool opens', 'bonding-curves#ascension'],
      ['how do I get BTC into my account', 'deposits-withdrawals#depositing-btc-step-by-step'],
      ["what is the curve's fee", 'fees#bonding-curve-fee'],
      ['how long can a ticker be', 'launching-a-token#ticker-rules'],
      ['what are the fess', 'fees#trading-fees-at-a-glance'],
      ['wat r fees', 'fees#trading-fees-at-a-glance'],
      // "Logged out" is no withdrawal ("get … out").
      ['how long before i get logged out', 'what-is-odin#signing-in'],
      // "Odin" and "token" do not make "Odin's own token" the topic.
      ['can i trade one odin token for another directly', 'amm-trading#swapping-one-token-for-another'],
    ]) {
      expect(top(q as string), q).toBe(ref);
    }
  });

  it('returns nothing for questions with no topic words', () => {
    expect(kb.index.query('what is the weather in Paris')).toEqual([]);
    expect(kb.index.query('what is it?')).toEqual([]);
  });

  it('drops stop words and stems plurals before searching', () => {
    expect(queryTerms('What are the fees?')).toEqual(['fee']);
    expect(expandTerm('graduates')).toContain('ascension');
  });
});

describe('unknown words', () => {
  const kb = sharedKnowledgeBase();

  it('never counts an amount or an everyday word next to ours as a topic nobody covers', () => {
    expect(kb.index.analyze('I sent 2000 sats, or 20k?').unknown).toEqual([]);
    expect(kb.index.analyze("what's the catch with fees").terms).not.toContain('catch');
    expect(kb.index.analyze('what is the binance fee').unknown).toEqual(['binance']);
  });

  it('keeps the trading words that used to be dropped or "corrected" away', () => {
    // "short" as a trade is a topic; as a length it is not.
    expect(kb.index.analyze('how do I short a token').unknown).toContain('short');
    expect(kb.index.analyze('can you short it on odin').terms).toContain('short');
    expect(kb.index.analyze('how long is the wait, in short').terms).not.toContain('short');
    expect(kb.index.analyze('is there a short wait before a deposit lands').terms).not.toContain('short');
    // "stop loss" is not "step loss".
    expect(kb.index.analyze('how do i set a stop loss').terms).toContain('stop');
    expect(kb.index.analyze('how do i set a stop loss').terms).not.toContain('step');
    expect(kb.index.analyze('how do i contact odin support').terms).toContain('contact');
    // "Tired" is not "tried": the small-talk guard must still see "do you ever get tired of …".
    expect(kb.index.respell('do u ever get tired of ppl asking wen moon')).toContain('tired');
    // A price going down is a topic, not a stop word.
    expect(kb.index.analyze('why is the price going down').terms).toContain('down');
  });

  it('never reads a pronoun or a place word as a topic ("mine" is not "mint")', () => {
    expect(kb.index.analyze('it keeps rejecting mine').terms).not.toContain('mint');
    expect(kb.index.analyze('i made a rune somewhere else').unknown).toEqual([]);
  });

  it('finds the minimum through "smallest"', async () => {
    const { fixtureEngine } = await import('../../test-support/engines.js');
    const r = await fixtureEngine().reply({
      question: 'whats the smallest amount i can withdraw to a real bitcoin address',
      history: [],
    });
    // From the withdrawal steps or the minimums section: either way the figure leads.
    expect(r.markdown.split(/\s+/).slice(0, 40).join(' ')).toMatch(/50,000 sats/);
  });

  it('reads a verb and its particle typed as one word as the two words, but no two nouns', () => {
    expect(kb.index.analyze('no email signup').terms).toContain('sign');
    expect(kb.index.analyze('how do i cashout').unknown).toEqual([]);
    expect(kb.index.analyze('what does coinbase charge').terms).not.toContain('coin');
  });
});
