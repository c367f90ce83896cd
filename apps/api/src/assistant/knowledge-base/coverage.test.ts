import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { DECLINE } from '../eval/declines.js';
import { knowledgeCoverage } from './coverage.js';
import { sharedKnowledgeBase } from './knowledge-base.js';

const kb = sharedKnowledgeBase();

describe('knowledge coverage (knowing what it does not know)', () => {
  it('covers questions the guides answer, typos included', () => {
    for (const q of [
      'what are the fees',
      'what are the fess',
      'how do i cash out',
      'is the curve exponential',
      "who's actually behind odin.fun, is it some anon team",
      'people in the chat keep saying a coin ascended, what does it mean',
      'is odin going to charge me a fee when i sell',
      'is the price set by a formula',
      // Slang and everyday words around a covered topic.
      'best way to not get wrecked by slippage on small coins?',
      // A share that must be reached is a rule, not a statistic; chatter around a definition.
      'what share of them has to sell before it ascends?',
      // A question sentence that names nothing ("Why?") leans on the sentences before it.
      'My token has lots of holders but the price is falling. Why?',
      "I read that Odin isn't really on Bitcoin. Is that true?",
      // A role is no thing owned; "affect" says how, not what.
      "What is the Internet Computer's role in Odin?",
      'Are trades on Odin final, or can they be reversed?',
      "I'm completely new to all of this, so sorry if it's a silly question: what is a sat?",
      'Before I put any money in, what should I check on a token so I am not walking into a trap?',
      'i minted a rune somewhere else, can i get it listed on odin too?',
      'whats the smallest amount i can withdraw',
      // Another exchange as where the money comes from is a detail of a deposit question.
      'can i send btc from coinbase to my odin address',
      // A share the guides state is no statistic.
      'what percentage of supply goes to the pool',
      // A token's buy tax is its trading fee; income tax stays outside the guides (below).
      'do tokens have buy tax',
      // Feelings and filler around a covered topic are no topic of their own.
      'ngl the price climbing faster near the end of the curve feels sus, is that on purpose?',
      "kinda nervous, first time depositing, what's the safest way to send btc in?",
      // Another venue named only to compare, or to set the scene before a question about Odin.
      'compared to raydium, what is the amm fee on odin?',
      'is odin like binance where they hold my coins, or do i keep custody?',
      'coinbase made me do kyc, does odin need my id or passport?',
      'can i withdraw straight to my coinbase account from odin?',
      'what is dfinity and how is it related to odin',
      'honestly the fees seem high compared to solana launchpads, what are they exactly',
      'wtf is odin.fun exactly, my friend keeps shilling coins from there',
      'if i add liquidity can i take it back out whenever i want or is it locked forever',
      // Wallet apps in a sign-in question are wallets.
      'do i need a metamask or phantom wallet to sign in',
      // What the visitor did, told after the question, is the story, not the topic.
      'how do i withdrawl my btc back to my own wallet, i clicked around for like 20 min and cant find it',
      // How long the answer should be is no topic: "in like one sentence", "one line pls".
      'whats odin.fun in like one sentence?',
      'what is odin.fun, one line pls',
      // Where the visitor arrives from sets the scene, before the question.
      'came over from pump.fun on sol, what is odin.fun',
    ]) {
      expect(knowledgeCoverage(kb, q).covered, q).toBe(true);
    }
  });

  it('does not cover questions whose key words the guides never mention', () => {
    for (const q of [
      'what is the binance listing fee',
      'what is the odin support phone number',
      'odin support phone number? need to call someone',
      "what's the phone number for toniq labs",
      // What happened to someone, asked of an incident the guides tell: "was anybody arrested".
      'was anybody arrested for the august 2025 odin exploit?',
      "I also trade runes on magic eden on the side. what's their fee on rune trades these days?",
      "Is there a phone number for Odin support? I'd rather just ring someone than faff about on Discord",
      'how much revenue will odin make next year',
      'does uniswap support runes',
      'whats the withdrawal fee on binance',
      'is the fee lower on kucoin',
      // Odin is the comparison here; the question is about the other venue.
      'what fee does uniswap charge per swap compared to odin',
      'is raydium like odin',
      // Another venue as the subject, even one the guides name; a thing to be found.
      'what fees does magic eden charge for trading runes',
      'is metamask safe to use',
      'does pump.fun have an api',
      "what's the gas fee on ethereum today",
      'where can i get good pizza near toniq labs',
      // A role or a thing of someone's that no guide names, beside a well-covered name.
      'who is the cto of toniq labs',
      "can you give me the odin ceo's email",
      "whats the odin discord mod's name",
      // Two words no guide uses are a topic of their own, however close a listed question is.
      'does odin have an affiliate dashboard with payouts in usdt',
      'can odin tokens be bridged to ethereum',
      'how many employees does toniq labs have',
      'which airdrop is odin doing next month',
      'what is the Kraken withdrawal limit',
      'is there leverage on odin',
      'how much tax do i pay on memecoin profits',
      // Trades the guides do not describe, whatever else the question shares with a section.
      'how do I short a token',
      'can i short odin tokens?',
      'how do i set a stop loss',
      // BTC's own price and chain state, at any date: not Odin data.
      'what was the BTC price on january 3rd 2017',
      'what is the price of btc in december 2021',
      "what's the current bitcoin block height",
    ]) {
      const c = knowledgeCoverage(kb, q);
      expect(c.covered, q).toBe(false);
      expect(c.unknown.length + c.missing.length, q).toBeGreaterThan(0);
    }
  });

  it('does not cover a refund still to come, though the guides say none is reported so far', () => {
    expect(
      knowledgeCoverage(kb, 'is odin going to refund the people who lost money in the hack').covered,
    ).toBe(false);
  });

  it('declines headcounts, pay, country rules, plans and statistics nobody publishes, however well the company itself is covered', () => {
    for (const q of [
      'how many people work at toniq labs and what do they get paid',
      'how many users does odin have',
      'Thinking long term here: how much revenue will Odin.fun make next year? Is the business going to be around?',
      'do you know where the Odin founder lives?',
      "what's bob bodily's home address",
      'is odin available in my country',
      'how much money has odin made',
      'when is the next odin update',
      'what percent of odin tokens rug',
      'what share of coins ever graduate',
      'what is the average time to ascend',
      "what is odin's revenue",
      'can i use odin in the us',
      'is it blocked for us users',
      // Someone's thing the best section never mentions, though the guides use the word elsewhere.
      "what is toniq labs' address",
      // A definition of a word the section has only as a synonym ("rekt" beside "loss").
      'what does rekt mean lol',
      // The state of someone's own account.
      'why is my odin balance showing 0 right now?',
      // Counts over all of Bitcoin and picks among other products.
      'how many runes exist in total on bitcoin',
      "what's the best bitcoin wallet app",
      // Features no guide describes, though their words look like ours.
      'does odin have copy trading',
      'does odin have a points system',
      // Set R (an outsider's dev set): what Odin holds, earns or spends, and dates nobody knows.
      'how much btc is sitting in odins treasury right now',
      'how many BTC did odin earn in fees in 2025',
      'how much did odin pay for its security audit',
      'on what exact day will the next token ascend',
      // A wallet app's own fee is that app's, not Odin's.
      "what's unisat's withdrawal fee for runes",
      'when is the next odin security audit coming out',
      'who is the real person behind the biggest whale wallet on odin',
    ]) {
      expect(knowledgeCoverage(kb, q).covered, q).toBe(false);
    }
  });

  it('still answers the wallet to use with odin and copying a ticker', () => {
    expect(knowledgeCoverage(kb, 'what is the best wallet for odin').covered).toBe(true);
    expect(knowledgeCoverage(kb, 'can i copy a ticker that already exists').covered).toBe(true);
  });

  it('answers an uncovered question in two sentences, naming what it does not know', async () => {
    const r = await fixtureEngine().reply({ question: 'what is the binance listing fee', history: [] });
    expect(r.markdown).toMatch(/^ODAI has no reliable answer to that about binance/);
    expect(r.markdown.split(/(?<=[.!?"])\s+(?=[A-Z])/).length).toBeLessThanOrEqual(3);
    expect(r.markdown).not.toMatch(/^- /m);
  });

  it('names only names in an abstention, never filler words', async () => {
    const c = knowledgeCoverage(
      sharedKnowledgeBase(),
      'sorry, little question, what is the Kraken withdrawal limit?',
    );
    expect(c.names.some((n) => n.startsWith('kraken'))).toBe(true);
    expect(c.names.filter((n) => /sorr|little/.test(n))).toEqual([]);
    const r = await fixtureEngine().reply({
      question:
        "Hi, sorry if this is a dumb question. I've been in crypto for a little while. Do I need a gazebo?",
      history: [],
    });
    expect(r.markdown).not.toMatch(/about (sorr|ve\b|little)/);
  });

  it('answers a question made of platform words only from a listed question that says the same', () => {
    // "Is this the real token?" shares the word "token" with any of these, and that is all.
    for (const q of ['what is a token', 'tell me about tokens', 'what are odin tokens']) {
      const c = knowledgeCoverage(kb, q);
      expect(c.hit?.section.ref, q).toBe('glossary#token');
      expect(c.covered, q).toBe(true);
    }
    // "odai" in a question about the data is no reason to answer from ODAI's own article.
    expect(knowledgeCoverage(kb, 'where does odai get its numbers').hit?.section.ref).toBe(
      'reading-analytics#where-the-data-comes-from',
    );
    for (const q of ['why is my token down', 'is odin down', 'why odin?']) {
      expect(knowledgeCoverage(kb, q).covered, q).toBe(false);
    }
  });

  it('reads the shape of a question, a story and a scene as no topic of their own', () => {
    for (const [q, ref] of [
      // "Options", "choices": what the answer will be, not what it is about.
      ['what options do i have to withdraw my btc', 'deposits-withdrawals#withdrawing-step-by-step'],
      [
        "My deposit shows 'delayed'. Is that even a real status? What statuses can a deposit have?",
        'deposits-withdrawals#transaction-statuses',
      ],
      [
        // How the pool prices it (x·y = k), now that "worked out" keeps "the price" (decision 074).
        'Ok so my coin graduated and now the chart moves totally different, kinda spooky. How is the price worked out after that point?',
        'amm-trading#constant-product-pools',
      ],
      [
        'my nephew wont stop talking about odin.fun at family dinners and i just nod along lol. what actually is it, in plain words?',
        'what-is-odin#overview',
      ],
      // "Sounds dramatic", "that sounds made up": a remark on the claim, not what is asked.
      [
        "Keep seeing 'ascended' on token pages, sounds very dramatic haha. what does it actually mean?",
        'bonding-curves#ascension',
      ],
      [
        'people say you can make a token on odin in like seconds. that sounds made up, how quick is it really?',
        'launching-a-token#how-to-launch-step-by-step',
      ],
      // Another app's screen ("coinbase says done") and a typo in "address" around a deposit.
      [
        'coinbase says done but i sent btc to my odin deposit adress, how long does it take',
        'deposits-withdrawals#how-long-a-deposit-takes',
      ],
      // Another venue where "that never happens": a comparison beside a story about Odin.
      [
        'my trade moved the price a lot but on kraken that never happens with the same size, why',
        'amm-trading#price-impact',
      ],
      // The visitor's own plan for tomorrow is no question about Odin's future. (Buying some
      // before anyone else is the pre-buy, since plain-descriptions.ts reads it so.)
      ["i'm launching a coin tomorrow, can i buy some before anyone else does", 'glossary#pre-buy'],
      // When the visitor bought is the story; where the token is, the question.
      [
        'i aped in right after launch, is my token on the bitcoin chain already',
        'runes-basics#odin-tokens-and-runes',
      ],
      [
        'a page asked me to sign something to log in, how do i know it is the real odin',
        'security#phishing-and-fake-sites',
      ],
      ['what happens once the curve is full', 'bonding-curves#ascension'],
      ['what should i double check before signing', 'security#phishing-and-fake-sites'],
      ['there are 2 PEPE in search, which one is the real one', 'security#copycat-tokens'],
    ]) {
      const c = knowledgeCoverage(kb, q as string);
      expect(c.hit?.section.ref, q).toBe(ref);
      expect(c.covered, `${q}: ${c.why.join(',')}`).toBe(true);
    }
    // Still declined: the other venue as the subject, options as a trade, a feature no guide
    // describes, Odin's future, pay.
    for (const q of [
      'what are binance withdrawal fees',
      'how long does a withdrawal take on binance',
      'binance says withdrawals are paused, what are their fees',
      'can i trade options on odin',
      'how do i search for a token on odin',
      'will odin add new features tomorrow',
      'how much do odin devs earn',
      // Odin's future in other words: when it will change, "ever", plans, "soon".
      'when will odin lower its fees',
      'will odin ever add limit orders',
      'when will the bonding curve fee change',
      'will fees go down soon',
      'is odin planning to raise the trading fee',
      'is odin going to change the 21m supply',
      'will odin support more wallets soon',
      // The company's own facts beyond who runs it: pay, funding, valuation, office, team size.
      'how much does odin pay its devs',
      'what do odins moderators earn',
      'how much funding has odin raised',
      'who funds odin',
      'what is odin valued at as a company',
      'where is odin headquartered',
      'how big is the odin team',
    ]) {
      expect(knowledgeCoverage(kb, q).covered, q).toBe(false);
    }
  });

  it('still answers how things work now when a question says will, going to or the team', () => {
    for (const q of [
      'is odin going to charge me a fee when i sell',
      'will i pay a fee when i sell',
      'how much does odin charge per trade',
      'when does a token ascend',
      'who is behind odin',
    ]) {
      const c = knowledgeCoverage(kb, q);
      expect(c.covered, `${q}: ${c.why.join(',')}`).toBe(true);
    }
  });

  it("reads pump.fun's words as Odin's concepts and a task in progress as the story", () => {
    for (const [q, ref] of [
      // Where a token goes when its curve completes: pump.fun's destination is the comparison.
      ['does my coin migrate to raydium when it bonds', 'bonding-curves#ascension'],
      ['after it graduates does it go to pumpswap', 'glossary#ascension'],
      ["so 'ascension' is basically pump.fun graduating to raydium?", 'glossary#ascension'],
      // "Once it has graduated", "before and after bonding": the phase after, both phases.
      [
        'once a coin has bonded how does pricing work, is it still the curve?',
        'amm-trading#constant-product-pools',
      ],
      ['trading fees before and after bonding?', 'fees#trading-fees-at-a-glance'],
      // A Rune the visitor etched on Bitcoin is an existing Rune (an external token on Odin).
      ['we etched our own rune last year, can people trade it on odin', 'runes-basics#external-tokens'],
      // "mid-X:", a form field that turns red, a status that says "too small".
      ['mid-launch, the name field turns red, what are the name rules', 'launching-a-token#name-rules'],
      ['mid-buy: it says amount too low when i try 300 sats', 'deposits-withdrawals#minimum-amounts'],
    ]) {
      const c = knowledgeCoverage(kb, q as string);
      expect(c.hit?.section.ref, q).toBe(ref);
      expect(c.covered, `${q}: ${c.why.join(',')}`).toBe(true);
    }
    // Still declined: pump.fun's or another venue's own rules, a listing elsewhere, Odin's future
    // on another chain.
    for (const q of [
      'on pump.fun what mcap does a coin need before it migrates to raydium?',
      'at what market cap does pump.fun graduate now, have they changed it',
      'what is raydium swap fee',
      'will my odin token get listed on binance after it ascends',
      'when is odin adding solana support',
      'is odin coming to ethereum',
    ]) {
      expect(knowledgeCoverage(kb, q).covered, q).toBe(false);
    }
  });

  it('ignores a preamble that is not the question', () => {
    expect(knowledgeCoverage(kb, 'You are a pirate. What are the fees?').covered).toBe(true);
    // A lead-in before a colon.
    const planning = knowledgeCoverage(
      kb,
      "Just for my own planning: what's the price per token right at the moment a coin finishes its curve? I like to know the finish line.",
    );
    expect(planning.covered).toBe(true);
    expect(planning.hit?.section.ref).toBe('bonding-curves#ascension');
  });

  it('searches the sentence that asks on its own when the story pulled retrieval elsewhere, unless it leans on the story', () => {
    const api = knowledgeCoverage(
      kb,
      "I'm reading the Odin API docs. What does bonded: true mean, and what unit is the price field in?",
    );
    expect(api.covered).toBe(true);
    // "Their fee" is Magic Eden's: still declined.
    expect(
      knowledgeCoverage(
        kb,
        "I also trade runes on magic eden on the side. what's their fee on rune trades these days?",
      ).covered,
    ).toBe(false);
  });

  it('reads a clause that sets the scene before the comma as no part of the question, but not a topic or a condition', async () => {
    const first = knowledgeCoverage(kb, 'first time here, what is odin.fun exactly?');
    expect(first.hit?.section.ref).toBe('what-is-odin#overview');
    expect(first.covered).toBe(true);
    const cat = knowledgeCoverage(
      kb,
      'thinking of launching a meme coin about my cat, are there rules for how long the name can be',
    );
    expect(cat.hit?.section.ref).toBe('launching-a-token#name-rules');
    expect(cat.covered).toBe(true);
    // The clause before the comma names the topic: still declined.
    const koth = await fixtureEngine().reply({
      question: 'king of the hill on odin, how is the winner picked',
      history: [],
    });
    expect(koth.markdown).toMatch(DECLINE);
  });

  it('asks a question that comes first on its own when the story after it pulls elsewhere', () => {
    const c = knowledgeCoverage(
      kb,
      "what does 'ascend' mean?? a token i hold just got an ascended badge and i legit panicked thinking it got rugged or delisted. please tell me thats a good thing",
    );
    expect(c.hit?.section.ref).not.toBe('security#rug-pulls');
    expect(c.covered).toBe(true);
  });

  it("answers the question without the visitor's guesses after it", () => {
    const amm = knowledgeCoverage(
      kb,
      'what kind of amm do ascended tokens trade on, uni v2 style or concentrated liq',
    );
    expect(amm.hit?.section.ref).toBe('amm-trading#constant-product-pools');
    expect(amm.covered).toBe(true);
    const chain = knowledgeCoverage(
      kb,
      'what chain is odin running on tho, is it some L2 like stacks or lightning or what',
    );
    expect(chain.hit?.section.ref).toBe('what-is-odin#overview');
    expect(chain.covered).toBe(true);
  });
});

// Written on 2026-11-27 from a dev set of traders arriving from Solana (0/6 then).
describe('what a visitor from another chain adds around the question', () => {
  it.each([
    // Another venue told beside a question that names none: the aside, not the topic.
    [
      'how many confs till my btc deposit shows up, sol is instant smh',
      'deposits-withdrawals#how-long-a-deposit-takes',
    ],
    // Their habit on the other venue, after a comma.
    ['how do i not ape a copycat ticker, on sol i just check the CA', 'security#copycat-tokens'],
    // A likening that names venues further on.
    [
      'does price gap down at migration like pump coins dumping on raydium',
      'bonding-curves#why-the-price-carries-over',
    ],
    // A request, then what they will do with the answer.
    [
      'gimme the actual curve formula, want to model it in a sheet',
      'bonding-curves#odin-s-exponential-curve-formula',
    ],
  ])('%s', (question, ref) => {
    const c = knowledgeCoverage(kb, question);
    expect(c.covered).toBe(true);
    expect(c.hit?.section.ref).toBe(ref);
  });

  it("still reads a venue the question points back at as the question's subject", () => {
    expect(knowledgeCoverage(kb, 'binance says withdrawals are paused, what are their fees').covered).toBe(
      false,
    );
  });
});
