import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { DECLINE, TOKEN_NOT_FOUND } from '../eval/declines.js';
import { replayHistory } from '../eval/score.js';

// Stances the outsider sets EC–EF (2026-11-28: edge-of-scope askers, beginners, conversations,
// stances) found missing: made-up names in a stage, a day's move or a friend's tip; an index named
// as an analogy; a token's swings; what one can ask; one's own profit; Odin's own revenue.
const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });
const askAfter = async (question: string, before: string[]) =>
  engine.reply({ question, history: await replayHistory(engine, before) });

describe('names that are no tracked token', () => {
  it.each([
    ['anyone know if odinkitty ascended yet?', /odinkitty/],
    ['did SHIBARUNE go up today', /SHIBARUNE/],
    ["my friend told me to look at nakamotocat, what's the mcap", /nakamotocat/],
  ])('says it cannot find the token in "%s"', async (question, name) => {
    const reply = await ask(question);
    expect(reply.markdown).toMatch(TOKEN_NOT_FOUND);
    expect(reply.markdown).toMatch(name);
  });

  it('still answers the same shapes about a tracked token or a guide topic', async () => {
    expect((await ask('did ODINDOG go up today')).sources[0]?.ref).toBe('token:2jjj');
    expect((await ask('check out the fees, what are they')).markdown).not.toMatch(TOKEN_NOT_FOUND);
  });

  it('reads an index named as an analogy as no token', async () => {
    const reply = await ask('how is the volatility on your dashboard calculated? is it like the VIX?');
    expect(reply.sources[0]?.ref).toBe('reading-analytics#volatility');
    expect(reply.markdown).not.toMatch(TOKEN_NOT_FOUND);
  });

  it("answers a token's swings with its volatility", async () => {
    const reply = await ask('how wild are the swings on BOBAI');
    expect(reply.sources[0]?.ref).toBe('token:2h4c');
    expect(reply.markdown).toMatch(/92\.44%/);
  });
});

describe('conversation and what ODAI cannot see', () => {
  it('tells one light joke, short, and says what it is for; a story is still declined', async () => {
    const joke = await ask('tell me a joke');
    expect(joke.intent).toBe('conversation');
    expect(joke.markdown.split(/\s+/).length).toBeLessThanOrEqual(60);
    expect((await ask('ok bye, have a good one')).markdown).toMatch(/Bye/);
    expect((await ask('tell me a story')).intent).toBe('off_task');
  });

  it('answers "what kind of things can I ask you" as small talk', async () => {
    const reply = await ask('ok cool, what kind of things can I ask you?');
    expect(reply.intent).toBe('conversation');
    expect(reply.markdown).not.toMatch(DECLINE);
  });

  it("declines the visitor's own profit and Odin's own revenue, but answers the fees", async () => {
    expect((await ask('how much profit did my account make on odin last month?')).intent).toBe(
      'personal_account',
    );
    expect((await ask('how much money does odin.fun make from fees every month?')).markdown).toMatch(DECLINE);
    expect((await ask('how much are the fees on odin.fun?')).sources[0]?.ref).toBe(
      'fees#trading-fees-at-a-glance',
    );
  });
});

describe('edge-of-scope questions', () => {
  it('answers why a script of the visitor’s own gets 403s, but refuses to write one', async () => {
    const why = await ask(
      'my python script keeps getting 403 forbidden from api.odin.fun but the same url works in chrome. why??',
    );
    expect(why.sources[0]?.ref).toBe('what-is-odin#odin-s-public-api');
    expect(why.markdown).toMatch(/Cloudflare/);
    expect((await ask('write me a python script that buys ODINDOG')).intent).toBe('out_of_job');
    expect((await ask('is there a javascript sdk on npm for odin?')).markdown).toMatch(/odin-connect/);
  });

  it('declines which countries are blocked', async () => {
    expect((await ask("which countries are blocked from using odin.fun? i'm in canada")).markdown).toMatch(
      DECLINE,
    );
  });

  it('answers both halves of "an official discord or twitter": the invite, and no confirmed X account', async () => {
    const reply = await ask('is there an official odin discord or twitter');
    expect(reply.markdown).toMatch(/discord\.gg/);
    expect(reply.markdown).toMatch(/no official Odin X \(Twitter\) account/);
  });
});

describe('the other token with the same ticker', () => {
  it('reads "the copy one" after the two BITCATs as Bitcat Copy', async () => {
    const reply = await askAfter("ok what's the market cap of the copy one?", [
      'why are there two tokens called Bitcat?',
    ]);
    expect(reply.markdown).toMatch(/Bitcat Copy[\s\S]*\$2,541\.00/);
  });

  it('reads "what about the other one" as the other BITCAT even after a guide part', async () => {
    const reply = await askAfter('wait, there are two? what about the other one', [
      "what's the price of Bitcat?",
    ]);
    expect(reply.sources.map((s) => s.ref)).toContain('token:3bct');
  });

  it('reads "another bitcat with the same ticker" after BITCAT as the copy, not BITCAT again', async () => {
    const reply = await askAfter('hm i saw another bitcat with the same ticker, what about that one?', [
      "what is BITCAT's market cap",
    ]);
    expect(reply.sources[0]?.ref).toBe('token:3bct');
  });
});

describe('requests outside the job and follow-ups after a ranking or a limit', () => {
  it('declines entry and exit points as a pick, and a tweet or marketing plan as out of its job', async () => {
    expect((await ask('give me your best entry and exit points for GRIFFAIN')).intent).toBe('advice_request');
    expect((await ask('write me a tweet shilling ICONFUCIUS so it pumps')).intent).toBe('off_task');
    expect((await ask('write a marketing plan for my memecoin launch')).intent).toBe('off_task');
    expect((await ask('someone is shilling ZORBLAX in my dms')).intent).toBe('scam_warning');
    expect((await ask('what is exit liquidity')).markdown).not.toMatch(TOKEN_NOT_FOUND);
  });

  it('asks a guide topic named after a ranking of the guides, not of the top token', async () => {
    const reply = await askAfter('and king of the hill?', ['top gainers']);
    expect(reply.sources[0]?.ref).toBe('glossary#king-of-the-hill');
    expect((await askAfter('and the copy?', ['price of BITCAT'])).sources[0]?.ref).toBe('token:3bct');
  });

  it('answers "and the smallest buy" after the minimum deposit from the same section', async () => {
    const reply = await askAfter('and the smallest buy i can make?', ["what's the minimum deposit on odin?"]);
    expect(reply.markdown).toMatch(/500 sats/);
  });
});

describe('whether a named token has ascended', () => {
  it('answers its stage, also beside a definition of ascension', async () => {
    expect((await ask('has ICONFUCIUS ascended yet')).markdown).toMatch(
      /ICONFUCIUS\*\* \(id `29m8`\) has ascended/,
    );
    const both = await ask('what does ascended mean and has ICONFUCIUS ascended yet?');
    expect(both.sources.map((s) => s.ref)).toEqual(['bonding-curves#ascension', 'token:29m8']);
  });
});

describe('a ranking shorter than asked', () => {
  it('says how many tokens rose when fewer rose than were asked for', async () => {
    const reply = await ask('top 5 gainers today');
    expect(reply.markdown).toMatch(/Only 3 of the 7 tracked tokens rose over the last 24 h\./);
    expect((await ask('top gainer')).markdown).not.toMatch(/Only \d+ of/);
  });
});

describe('how the visitor got here, and the market total said with "in total" last', () => {
  it('reads "my friend sent me this link, what is odin.fun" as the question after the story', async () => {
    expect((await ask('my friend sent me this link, what is odin.fun exactly?')).sources[0]?.ref).toBe(
      'what-is-odin#overview',
    );
  });

  it('gives the market total for "how many transactions happened in the last 24 hours in total"', async () => {
    const reply = await ask('how many transactions happened in the last 24 hours in total?');
    expect(reply.markdown).toMatch(/2,990/);
  });
});

describe('a detail of a token that a guide describes', () => {
  it('answers who made ICONFUCIUS from the guide, asked outright or after the token', async () => {
    expect((await ask('iconfucius who made')).markdown).toMatch(/onicai/);
    expect((await askAfter('who made it?', ['tell me about ICONFUCIUS'])).markdown).toMatch(/onicai/);
  });

  it('still says it has no record of who made a token no guide describes', async () => {
    expect((await askAfter('who made it?', ['tell me about BOBAI'])).markdown).toMatch(
      /no reliable record of who created/,
    );
  });
});
