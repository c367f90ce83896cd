import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { TUNING_CASES } from '../eval/tuning-cases.js';
import { sharedKnowledgeBase } from './knowledge-base.js';
import { wordCount } from './passages.js';

const engine = fixtureEngine();
const ask = async (question: string) => engine.reply({ question, history: [] });
const firstWords = (text: string, n: number) => text.split(/\s+/).slice(0, n).join(' ');

describe('answer-first knowledge replies', () => {
  it('puts the key fact in the first 40 words', async () => {
    for (const [q, fact] of [
      ['which chain does odin run on', /Internet Computer/],
      ['how much must be sold before the pool opens', /80%/],
      ["what's the curve's fee", /1%/],
      ['how long can a ticker be', /3 to 10/],
      ['how do i cash out', /withdraw/i],
      ['what is the minimum withdrawal', /50,000 sats/],
      // "How long" asks for a time, not for the section's other number (the minimum).
      ['how long does a withdrawal take', /confirmations/],
      ['are there any fees to deposit', /10 sats/],
    ] as const) {
      const r = await ask(q);
      expect(r.intent, q).toBe('search_knowledge');
      expect(firstWords(r.markdown, 40), q).toMatch(fact);
    }
  });

  it("leads with a section's opening stance when the guides say what nobody publishes", async () => {
    for (const q of [
      "what's the exact KOTH rule on odin? on pump it kicks in around half the curve",
      'can the dev remove the liquidity that seeds the pool at ascension?',
    ]) {
      const r = await ask(q);
      expect(r.markdown.split(/(?<=[.:])\s/)[0], q).toMatch(/no reliable|do not say/);
    }
  });

  it('pastes no heading and no "Related:" list; one More link and the section as source', async () => {
    const r = await ask('What is a bonding curve?');
    expect(r.markdown).not.toMatch(/^\*\*|Related:/m);
    expect(r.markdown.match(/More: \[/g)).toHaveLength(1);
    expect(r.sources.map((s) => s.ref)).toEqual(['bonding-curves#what-a-bonding-curve-is']);
  });

  it('never leaves a line that introduces steps without its steps', async () => {
    for (const q of [
      'withdrew btc like 3 hours ago and its still not in my wallet, how long does it usualy take',
      'how do i withdraw my tokens',
      'how long does a withdrawal take?',
    ]) {
      const { markdown } = await ask(q);
      expect(markdown, q).not.toMatch(/:\n\n(?!1\. |- )/);
    }
    expect((await ask('how do i withdraw my tokens')).markdown).toMatch(
      /^To withdraw, .*of your own:\n\n1\. /,
    );
  });

  it('gives the disclaimer for money decisions only', async () => {
    expect((await ask('should i buy early on the curve')).markdown).toMatch(/not financial advice/);
    expect((await ask('what is a rune')).markdown).not.toMatch(/not financial advice/);
    // What buying costs is a fee question, not a decision.
    expect(
      (await ask('how much does it cost to buy a token on odin, like what are the trading fees')).markdown,
    ).not.toMatch(/not financial advice/);
  });

  it('shows numbered steps for a how-to', async () => {
    const r = await ask('how do I get BTC into my account');
    expect(r.markdown).toMatch(/deposit address/);
    expect(r.markdown.match(/^1\. /gm)?.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps knowledge answers short: median at most 90 words, none over 180', async () => {
    const counts: number[] = [];
    for (const q of TUNING_CASES.filter((c) => c.kind === 'knowledge')) {
      const r = await engine.reply({ question: q.question, history: [] });
      if (r.intent === 'search_knowledge') counts.push(wordCount(r.markdown.split('\n\nMore:')[0] ?? ''));
    }
    counts.sort((a, b) => a - b);
    expect(counts.length).toBeGreaterThan(40);
    expect(counts[Math.floor(counts.length / 2)]).toBeLessThanOrEqual(90);
    expect(counts[counts.length - 1]).toBeLessThanOrEqual(180);
    // Every knowledge question of the tuning set (≈7,400): over 6 min on two cores
    // loaded by the rest of the suite, so the whole-set limit of the eval-floor test.
  }, 900_000);

  it('states no number the knowledge base does not contain', async () => {
    const kbText = sharedKnowledgeBase()
      .articles.flatMap((a) => a.sections.map((s) => s.body))
      .join('\n');
    for (const q of ['what are the fees', 'how much btc is in the pool at ascension', 'minimum deposit']) {
      const numbers = (await ask(q)).markdown.match(/\d[\d,.]*/g) ?? [];
      for (const n of numbers) expect(kbText, `${q}: ${n}`).toContain(n.replace(/[.,]$/, ''));
    }
  });
});

describe('a yes or no', () => {
  it("keeps a section's verdict only for the yes/no question it lists", async () => {
    expect((await ask('was odin ever hacked')).markdown).toMatch(/^Yes: Odin has been hacked/);
    // "Yes" to "was it hacked" is no "yes" to getting the BTC back.
    const r = await ask('can i get my btc back if odin gets hacked');
    expect(r.markdown).not.toMatch(/^(Yes|No)\b/);
  });
});

describe('the lead passage', () => {
  it("is about the question's own words, not just shaped like an answer", async () => {
    // The form's rules say "must", which looks like a verdict; the pre-buy sentence answers.
    const r = await ask('is there a way to buy some of my own token right when i create it');
    expect(firstWords(r.markdown, 40)).toMatch(/pre-buy/);
  });

  it('never leads with a claim the guide calls unverified', async () => {
    const r = await ask(
      'how much does it cost to launch a token on odin? like the exact creation fee in sats',
    );
    expect(r.markdown).toMatch(/^Odin has a mint fee/);
  });
});

describe('the reason for a refusal', () => {
  it('leads a "why can\'t I…" answer with the rule that stops it', async () => {
    const { KnowledgeBase } = await import('./knowledge-base.js');
    const { parseArticle } = await import('./load-articles.js');
    const { composeAnswer } = await import('./compose-answer.js');
    const kb = new KnowledgeBase([
      parseArticle(
        'moving',
        '# Moving money\n\n## Sending\n<!-- questions\nhow do i send btc to my wallet?\n-->\nTo send BTC, paste the address and check the network. A transfer to a wallet has a minimum of 5 coins.\n',
      ),
    ]);
    const question = "why can't I send 2 coins of btc to my wallet";
    const [hit] = kb.index.query(question, 1);
    if (!hit) throw new Error('no hit');
    const reply = composeAnswer(kb, hit, kb.index.analyze(question), question);
    expect(reply.markdown).toMatch(/^A transfer to a wallet has a minimum of 5 coins/);
  });
});

describe('passages', () => {
  it('splits sentences that start with a lower-case name, keeps "e.g." and decimals whole', async () => {
    const { splitPassages } = await import('./passages.js');
    const texts = splitPassages(
      'A minimum of 5,000 sats. ckBTC transfers settle fast, e.g. in 1–2 s. Fee 0.5%.',
    ).map((p) => p.text);
    expect(texts).toEqual([
      'A minimum of 5,000 sats.',
      'ckBTC transfers settle fast, e.g. in 1–2 s.',
      'Fee 0.5%.',
    ]);
  });
});

describe('yes/no questions', () => {
  it('open with the verdict the answering sentence states', async () => {
    for (const [q, verdict] of [
      ['can i sell before it ascends', /^Yes, you can sell back to the curve at any time before ascension/],
      [
        'does odin let me withdraw to a bitcoin address',
        /^Yes, to withdraw, choose BTC to a Bitcoin address/,
      ],
      ['do i need a password to sign in', /^No, .*no separate password/],
      ['are token names unique on odin?', /^No, names are not unique/],
      ['can anyone launch a token?', /^Yes, to launch a token/],
    ] as const) {
      expect((await ask(q)).markdown, q).toMatch(verdict);
    }
  });

  it('leave the lead alone where the guide hedges or the question sets a condition it does not state', async () => {
    for (const q of [
      'do i need kyc',
      'can i lose more than i put in',
      'is my balance on odin self-custody?',
      'is there staking on odin?',
    ]) {
      expect((await ask(q)).markdown, q).not.toMatch(/^(?:Yes|No)\b/);
    }
  });
});
