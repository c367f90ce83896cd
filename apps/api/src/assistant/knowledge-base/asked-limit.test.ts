import { describe, expect, it } from 'vitest';
import { limitsMissing } from './asked-limit.js';
import { knowledgeCoverage } from './coverage.js';
import { sharedKnowledgeBase } from './knowledge-base.js';

const kb = sharedKnowledgeBase();
const section = (ref: string) => {
  const s = kb.articles.flatMap((a) => a.sections).find((x) => x.ref === ref);
  if (!s) throw new Error(ref);
  return s;
};
const MINIMUMS = 'deposits-withdrawals#minimum-amounts';

describe('a limit asked beside a section that states none of that kind', () => {
  it('finds the kind asked and missing', () => {
    expect(limitsMissing('whats the maximum trade size', section(MINIMUMS))).toEqual(['maximum']);
    expect(limitsMissing('how much btc can i withdraw at most', section(MINIMUMS))).toEqual(['maximum']);
    expect(limitsMissing('whats the biggest trade i can make', section(MINIMUMS))).toEqual(['maximum']);
    expect(limitsMissing('how many trades per minute can i make', section(MINIMUMS))).toContain('rate');
    expect(
      limitsMissing(
        'how many coins can one wallet launch',
        section('launching-a-token#how-to-launch-step-by-step'),
      ),
    ).toEqual(['count']);
    expect(
      limitsMissing(
        'how long does it take for a token to be etched as a rune',
        section('runes-basics#odin-tokens-and-runes'),
      ),
    ).toEqual(['duration']);
  });

  it('lets a section that states the limit, or lists a question for it, answer', () => {
    expect(limitsMissing('what is the max ticker length', section('launching-a-token#ticker-rules'))).toEqual(
      [],
    );
    expect(limitsMissing('max image size', section('launching-a-token#the-creation-form'))).toEqual([]);
    expect(limitsMissing('what is the max supply', section('launching-a-token#supply'))).toEqual([]);
    expect(limitsMissing('whats the minimum withdrawal', section(MINIMUMS))).toEqual([]);
    expect(
      limitsMissing('how long does a deposit take', section('deposits-withdrawals#how-long-a-deposit-takes')),
    ).toEqual([]);
    // A length, and "when" asked as "how long till": not a time the section must give.
    expect(limitsMissing('how long can a ticker be', section('launching-a-token#ticker-rules'))).toEqual([]);
    expect(limitsMissing('how long till my coin graduates', section('glossary#ascension'))).toEqual([]);
  });

  it('declines maximums, rates and quotas the guides never give, and still answers their near misses', () => {
    for (const q of [
      'whats the maximum trade size',
      'whats the max i can deposit',
      'is there an upper limit on how much i can deposit',
      'how many tokens can i create per day',
      'how many trades per minute can i make',
      'is there a rate limit on trading',
      'how many tokens can be launched per hour on odin',
      'how long does it take for a token to be etched as a rune',
    ]) {
      expect(knowledgeCoverage(kb, kb.index.respell(q)).covered, q).toBe(false);
    }
    for (const q of [
      'whats the minimum withdrawal',
      'what is the smallest trade i can make',
      'what is the max ticker length',
      'whats the maximum image size for a token',
      'max description length?',
      'what is the max supply of a token',
      'whats the longest a token name can be',
      'can i set a max slippage',
      'how long does a withdrawal take',
      'how long till my coin graduates',
      'is there a time limit to ascend',
    ]) {
      const c = knowledgeCoverage(kb, kb.index.respell(q));
      expect(c.covered, `${q}: ${c.why.join(',')}`).toBe(true);
    }
  });
});

describe('a minimum, a date or a running total asked beside a section that states none', () => {
  it('finds the kind asked and missing', () => {
    expect(
      limitsMissing('What is the largest pre-buy a creator is allowed to make?', section('glossary#pre-buy')),
    ).toEqual(['maximum']);
    expect(
      limitsMissing(
        "What's the minimum amount of BTC I need to add liquidity?",
        section('bonding-curves#ascension'),
      ),
    ).toEqual(['minimum']);
    expect(
      limitsMissing('On what exact day did Odin.fun go live?', section('runes-basics#odin-tokens-and-runes')),
    ).toEqual(['date']);
    expect(
      limitsMissing(
        'How many tokens have been launched on Odin.fun in total so far?',
        section('launching-a-token#how-to-launch-step-by-step'),
      ),
    ).toEqual(['total']);
  });

  it('leaves sections that state them, and minutes, alone', () => {
    expect(limitsMissing('what is the minimum deposit', section(MINIMUMS))).toEqual([]);
    expect(limitsMissing('when did odin launch', section('what-is-odin#history-and-launch-date'))).toEqual(
      [],
    );
    expect(
      limitsMissing(
        'sent btc 20 min ago, how long till it arrives',
        section('deposits-withdrawals#how-long-a-deposit-takes'),
      ),
    ).toEqual([]);
  });
});

describe('who did it, what is coming and what insiders hold, beside sections that do not say', () => {
  it('finds the kind asked and missing', () => {
    expect(limitsMissing('Who exactly hacked Odin?', section('security#reported-incidents'))).toEqual([
      'culprit',
    ]);
    expect(
      limitsMissing('Is Odin going to get hacked again this year?', section('security#reported-incidents')),
    ).toEqual(['future']);
    expect(
      limitsMissing(
        'How much BTC does the Odin team personally hold?',
        section('what-is-odin#balances-and-custody'),
      ),
    ).toEqual(['holding']);
    expect(limitsMissing('was odin hacked', section('security#reported-incidents'))).toEqual([]);
  });
});
