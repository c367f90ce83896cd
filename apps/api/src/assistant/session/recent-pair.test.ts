import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';

const engine = fixtureEngine();

async function askAfter(before: string[], question: string) {
  const history = await replayHistory(engine, before);
  return engine.reply({ question, history });
}

describe('questions about the pair a conversation showed', () => {
  it('compares the pair of the last comparison on the figure asked', async () => {
    const r = await askAfter(['compare bobai and odai'], 'which one is more liquid');
    expect(r.intent).toBe('compare_tokens');
    expect(r.markdown).toMatch(/Liquidity score: BOBAI 1\.4 \/ 10 · ODAI 3\.1 \/ 10/);
  });

  it('pairs the last two tokens asked about one by one, older first', async () => {
    const r = await askAfter(['price of odindog', 'price of bobai'], 'compare them');
    expect(r.markdown).toMatch(/^Comparing \*\*ODINDOG\*\* .* and \*\*BOBBY AI\*\*/);
  });

  it('reads "the first two" of a list and a comparative as the pair', async () => {
    const firstTwo = await askAfter(['top 3 by holders'], 'compare the first two');
    expect(firstTwo.markdown).toMatch(/Holders: ODINDOG 11,151 · ICONFUCIUS 2,310/);
    const comparative = await askAfter(['compare odai and griffain'], 'which is more volatile');
    expect(comparative.markdown).toMatch(/Volatility \(24 h\): ODAI 35\.80% · GRIFFAIN 12\.10%/);
  });

  it('asks the last question again of a token named alone', async () => {
    const r = await askAfter(['mcap of odindog'], 'and odai?');
    expect(r.markdown).toMatch(/Market cap: \$38,527\.40/);
    expect(r.markdown).not.toMatch(/Holders/);
  });

  it('reads "their" after a comparison, and a stage question about "it"', async () => {
    const their = await askAfter(['Compare BOBAI and GRIFFAIN.'], 'What about their market caps?');
    expect(their.markdown).toMatch(/Market cap: BOBAI \$8,652\.00 · GRIFFAIN \$105,420\.00/);
    const stage = await askAfter(['What is the price of ODAI?'], 'Is it on the bonding curve or in the AMM?');
    expect(stage.markdown).toMatch(/^\*\*ODAI\*\* \(id `2odai`\), still on its bonding curve/);
    expect((await askAfter(['price of bobai'], 'thanks! and its holders?')).markdown).toMatch(/Holders: 95/);
  });

  it('asks the last question again of several tokens named alone', async () => {
    const r = await askAfter(['price of ODINDOG'], 'how about GRIFFAIN and BOBAI?');
    expect(r.markdown).toMatch(/Price: 5\.02 sats/);
    expect(r.markdown).toMatch(/Price: 0\.412 sats/);
  });

  it('reads "the copy" and "the original" as the other token with the same ticker', async () => {
    expect((await askAfter(['holders of BITCAT'], 'and the copy?')).markdown).toMatch(/id `3bct`/);
    expect((await askAfter(['price of 3bct'], 'what about the original?')).markdown).toMatch(/id `2bct`/);
  });

  it('compares the tokens that share a ticker when asked "which is which", telling them apart by id', async () => {
    const r = await askAfter(['price of bitcat?'], 'wait there are two of them?? which is which');
    expect(r.intent).toBe('compare_tokens');
    expect(r.markdown).toMatch(/Holders: BITCAT \(`2bct`\) 1,520 · BITCAT \(`3bct`\) 8/);
  });

  it('names the other tokens that share a ticker', async () => {
    expect((await askAfter([], '$BITCAT price')).markdown).toMatch(
      /same ticker: \*\*Bitcat Copy\*\* \(BITCAT, id `3bct`\)/,
    );
    expect((await askAfter(['tell me about bitcat'], 'is there a copy of it?')).markdown).toMatch(/3bct/);
    expect((await askAfter([], 'is there a copy of odindog')).markdown).toMatch(/No other token ODAI tracks/);
  });

  it('compares two named tokens even in ranking words', async () => {
    const r = await askAfter([], 'which has fewer holders, bobai or griffain');
    expect(r.intent).toBe('compare_tokens');
    expect(r.markdown).toMatch(/Holders: BOBAI 95 · GRIFFAIN 780/);
  });

  it('leaves "which one" to the rankings when no pair was shown', async () => {
    const r = await askAfter([], 'which one has the most holders');
    expect(r.intent).toBe('get_tokens_by_holders');
  });
});
