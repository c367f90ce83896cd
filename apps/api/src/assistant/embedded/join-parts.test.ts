import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';

const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe('multi-part questions', () => {
  it('asks "what happens to the price when that happens" of the moment the earlier part names', async () => {
    const r = await ask(
      'when does it move from the bonding curve to the AMM pool? what happens to the price when that happens',
    );
    expect(r.markdown).toMatch(/does not jump/);
  });

  it('leaves out a list the budget would cut, and ends its opening line as a sentence', async () => {
    const r = await ask(
      'i want to launch my own memecoin on odin, what do i need to do and how much does it cost to create one',
    );
    expect(r.markdown).toMatch(/created in seconds\./);
    expect(r.markdown).not.toMatch(/^\s*\d+[.)]\s/m);
  });

  it('answers each part under its own question, within the budget', async () => {
    const r = await ask("what's the fee and how do I deposit?");
    expect(r.intent).toBe('multi_part');
    expect(r.markdown).toMatch(/^\*\*What's the fee\?\*\*/);
    expect(r.markdown).toMatch(/1% fee/);
    expect(r.markdown).toMatch(/\*\*How do I deposit\?\*\*/);
    expect(r.markdown).not.toMatch(/Related:/);
    expect(r.markdown.length).toBeLessThan(1600);
  });

  it('mixes live figures and guides, sources of both', async () => {
    const r = await ask('price of ODINDOG and who runs Odin');
    expect(r.markdown).toMatch(/330\.189 sats/);
    expect(r.markdown).toMatch(/Toniq Labs/);
    expect(r.sources.map((s) => s.ref)).toEqual(
      expect.arrayContaining(['token:2jjj', 'what-is-odin#who-runs-it']),
    );
  });

  it('restates what each part asks, not the story before it, and takes a later subject from it', async () => {
    const r = await ask(
      "Hi, a few friends and I run a meme page with 3k followers and we want our own token. Can you walk me through what launching one involves, what it costs up front, and whether there's anything we should decide before we hit the button?",
    );
    expect(r.markdown).toMatch(/^\*\*Can you walk me through what launching one involves\?\*\*/);
    expect(r.markdown).not.toMatch(/\*\*[^*]*followers/);
    // The cost of launching: the launch guide's section or the fees guide's, both on the mint fee.
    const [steps, cost] = r.sources.map((s) => s.ref);
    expect(steps).toBe('launching-a-token#how-to-launch-step-by-step');
    expect(cost).toMatch(/^(?:launching-a-token#creation-cost|fees#launch-cost)$/);
    expect(r.markdown).toMatch(/\*\*What it costs up front\?\*\*\s+Odin has a mint fee/);
  });

  it('keeps an amount worked out beside a definition that cites the same guide', async () => {
    const r = await ask("what's a millisat? and if the api shows price 984, how many sats is that?");
    expect(r.intent).toBe('multi_part');
    expect(r.markdown).toMatch(/thousandth of a sat/);
    expect(r.markdown).toMatch(/984 millisats = 0\.984 sats/);
  });

  it('keeps a long message within the answer cap, headings included, and cuts a long heading', async () => {
    const r = await ask(
      'So I deposited btc like 3 hours ago from my ledger hardware wallet through the app and it is still not showing in my balance at all, is that normal or did I mess up? how long should it take? and is there a minimum deposit amount I should know about before I send more?',
    );
    expect(r.intent).toBe('multi_part');
    expect(r.markdown.split(/\s+/).length).toBeLessThanOrEqual(180);
    for (const h of r.markdown.match(/\*\*[^*]+\*\*/g) ?? [])
      expect(h.split(/\s+/).length).toBeLessThanOrEqual(15);
  });

  it('lets a later part refer to an earlier one', async () => {
    const r = await ask('price of GRIFFAIN, and is it liquid?');
    expect(r.markdown).toMatch(/Liquidity score: 5\.0 \/ 10/);
  });

  it('answers the part it can and says plainly which part it cannot', async () => {
    const r = await ask('what is the weather today and what are the fees?');
    expect(r.markdown).toMatch(/can't help with that/);
    expect(r.markdown).toMatch(/1% fee/);
  });
});

describe('the data note under figures in a multi-part answer', () => {
  const NOTE =
    "These are **demo data** from ODAI's simulated market (not live Odin.fun figures), as of 2026-11-21 14:05 UTC. Names repeat on Odin.fun: check the token id before acting.";
  const figures = (rows: number) => ({
    markdown: [
      '**ODINDOG** (id `2jjj`):',
      '',
      ...Array.from({ length: rows }, (_, i) => `- Figure ${i}: ${i} sats per token today`),
      '',
      NOTE,
    ].join('\n'),
    sources: [],
  });

  it('keeps its first sentence when the budget cuts the figures, and says it once', async () => {
    const { joinParts } = await import('./join-parts.js');
    const joined = joinParts(
      [
        { question: 'price of odindog', reply: figures(30) },
        { question: 'and its holders', reply: figures(30) },
      ],
      120,
    );
    expect(joined.markdown.match(/demo data/g)).toHaveLength(1);
    expect(joined.markdown).toMatch(/as of 2026-11-21 14:05 UTC\.$/m);
    // Within the budget the whole note stays.
    expect(joinParts([{ question: 'price of odindog', reply: figures(2) }]).markdown).toContain(NOTE);
  });
});
