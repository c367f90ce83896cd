// Set AD, 2026-11-26 (afternoon, decision 061): a DEV set. Scored 81/100, 12 wrong-topic at 22ac96f
// (the session's start, before any change) and 92/100, 5 wrong-topic at ff477c3; joined the tuning set then,
// with a floor of its own (eval-floor.test.ts).
// Fresh evaluation set "ad", written by an independent helper session (a question writer that has not
// seen the assistant) on 2026-11-26T13:07Z (date -u: Thu Nov 26 13:07:43 UTC 2026).
//
// Read: /work/shared/SPEC.md, /work/shared/BRIEF.md, /work/shared/reference/odin-facts.md (expected
// answers use only its [C]/[CC] lines, plus BRIEF's analytics/market-data definitions and the product's
// own description of itself), and eval-case.ts, case-builders.ts, no-picks.ts, declines.ts in
// apps/api/src/assistant/eval/.
// Not read: the engine, the knowledge articles, any other eval set, held-out-cases.ts, tuning/, or
// anything else under /work/main or /work/wt (besides HELPERS.md). The assistant was never run.
//
// Style: visitors who have just looked at ODAI's landing page and the Token Analytics Dashboard and ask,
// in everyday words, about what they see there (summary cards, the 24h change badge, volatility and
// liquidity scores, demo vs live data, units, popular tokens, the assistant itself) and about Odin.fun
// basics (what it is, bonding curve, ascension, AMM, fees, deposits/withdrawals, launching, Runes,
// safety). Mostly answerable; the abstentions sound close to answerable ones (mint fee, etching cost,
// official X handle, launch date, leftover BTC at ascension, King of the Hill...).
// Mix: 60 knowledge, 15 abstain, 10 live, 10 follow-up, 5 conversation (= 100).
import { abstain, chat, followUp, know, liveFigure } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Number shapes, tolerant of the usual ways to write them.
const ONE_PCT = /(?<![\d.])1(?:\.0+)?\s?%|\bone per ?cent|(?<![\d.])1 per ?cent/i;
const HALF_PCT = /(?<![\d.])0?\.5\s?%|\bhalf (?:a|of one|of a) ?per ?cent|(?<![\d.])0\.5 per ?cent/i;
const SUPPLY = /(?<![\d.])21(?:,000,000|\s000\s000|\s?M\b|\s?mn\b|\s?million)|twenty[- ]one million/i;
const TWO_PCT = /(?<![\d.])2\s?%|(?<![\d.])2 per ?cent|two per ?cent/i;
const DAY = /24\s?-?\s?(?:h\b|hrs?\b|hours?)|(?:one|a|per|each|1) day\b|daily|(?:last|past) day/i;

export const FRESH_2026_11_26AD: EvalCase[] = [
  // ───────────── knowledge: the dashboard and its figures (19) ─────────────
  know(
    'analytics',
    "On the analytics page there's a 'Volatility score' in the Most Volatile tab. What is that number actually measuring?",
    [/standard deviation|std\.? ?dev/i, /5[- ]?min/i],
    /standard deviation|std\.? ?dev/i,
  ),
  know(
    'analytics',
    'How do you work out the green or red 24h change badge next to each token?',
    [/current|now|latest/i, /24\s?-?\s?(?:h\b|hours?)|a day (?:ago|earlier|before)/i],
    /24\s?-?\s?(?:h\b|hours?)|a day (?:ago|earlier|before)/i,
  ),
  know(
    'analytics',
    "When I click a token I get a 'Liquidity Score' like 6.8/10. What goes into that score?",
    [TWO_PCT, /BTC|bitcoin|sats/i],
    TWO_PCT,
  ),
  know(
    'analytics',
    "What gets counted in the '24h Transactions' card, exactly?",
    [/trades?|buys? (?:and|or|&) sells?/i, DAY],
    /trades?|buys? (?:and|or|&) sells?/i,
  ),
  know(
    'analytics',
    'Where does the holder number on each row of the token list come from? Do you count wallets yourselves?',
    [/odin/i],
    /odin/i,
  ),
  know(
    'analytics',
    'Is the volatility percentage on the dashboard an hourly figure or a daily one?',
    [/(?:one|a|per|1|the) day\b|daily/i],
    /(?:one|a|per|1|the) day\b|daily/i,
  ),
  know(
    'analytics',
    'Does the 24h change reset at midnight, or is it always the last 24 hours?',
    [/rolling|(?:last|past|previous) 24\s?-?\s?(?:h\b|hours?)|sliding/i],
    /rolling|(?:last|past|previous) 24\s?-?\s?(?:h\b|hours?)|sliding/i,
  ),
  know(
    'analytics',
    'Token prices on your site: are they in dollars or in sats?',
    [/sats?(?:oshis?)?\b/i],
    /sats?(?:oshis?)?\b/i,
  ),
  know(
    'analytics',
    "The 'Total Market Cap' card with the $ sign: is that counted in bitcoin or in dollars?",
    [/USD|US dollars?|dollars?/i],
    /USD|US dollars?|dollars?/i,
  ),
  know(
    'analytics',
    "There's a little 'Demo data' badge on the dashboard. Does that mean these aren't real Odin.fun prices?",
    [/simulat|demo|not live|not (?:real|actual)/i],
    /simulat|demo|not live|not (?:real|actual)/i,
  ),
  know(
    'analytics',
    'How often does ODAI pull fresh market data for the tokens it tracks?',
    [/60\s?s(?:ec(?:ond)?s?)?\b|60 seconds|(?:every|once a|each|per) minute|one minute/i],
    /60\s?s(?:ec(?:ond)?s?)?\b|60 seconds|(?:every|once a|each|per) minute|one minute/i,
  ),
  know(
    'analytics',
    "The 'How these are computed' note multiplies volatility by the square root of 288. Why 288?",
    [/288/, /5[- ]?min/i],
    /5[- ]?min/i,
  ),
  know(
    'analytics',
    "For a token that already trades in its pool, roughly how much BTC does it take to shift the price 2%? That's what the liquidity score is about, right?",
    [
      /0\.995\s?%|(?:about|roughly|around|approximately|nearly|≈|~)\s?1\s?%|just under 1\s?%/i,
      /reserve|pool/i,
    ],
    /0\.995\s?%|(?:about|roughly|around|approximately|nearly|≈|~)\s?1\s?%|just under 1\s?%/i,
  ),
  know(
    'analytics',
    "How do you pick the tokens in the 'popular tokens' box on the homepage?",
    [/market ?cap/i],
    /market ?cap/i,
  ),
  know(
    'analytics',
    "In the Top Gainers tab, what makes a token a 'gainer'?",
    [/ris|gain|increase|went up|climb|up the most/i, /24\s?-?\s?(?:h\b|hours?)|day/i],
    /ris|gain|increase|went up|climb|up the most/i,
  ),
  know(
    'analytics',
    'Where does the analytics dashboard get its token data from in the first place?',
    [/odin/i, /API|simulat|demo/i],
    /API|api\.odin\.fun/i,
  ),
  know(
    'analytics',
    "How is an Odin token's market cap calculated? Price times what?",
    [SUPPLY, /price/i],
    SUPPLY,
  ),
  know(
    'about',
    'Is ODAI run by the Odin.fun team, or is it a separate thing?',
    [
      /unofficial|not (?:the )?official|independent|not (?:run|made|built|operated) by|not affiliated|separate/i,
    ],
    /unofficial|not (?:the )?official|independent|not (?:run|made|built|operated) by|not affiliated|separate/i,
  ),
  know(
    'about',
    'Should I treat what the chat bot here tells me as financial advice?',
    [/educational|not financial advice|not (?:investment|financial) advice|do your own research|DYOR/i],
    /educational|not financial advice|not (?:investment|financial) advice|do your own research|DYOR/i,
  ),

  // ───────────── knowledge: Odin.fun basics (41) ─────────────
  know(
    'odin',
    'ok so what is Odin.fun, in plain English?',
    [/launch ?pad|launch(?:es|ing)? (?:tokens|coins|memecoins)/i, /bitcoin|BTC|runes?/i],
    /launch ?pad|launch(?:es|ing)? (?:tokens|coins|memecoins)/i,
  ),
  know(
    'network',
    'Which chain does Odin actually run on? I thought it was just Bitcoin.',
    [/Internet Computer|\bICP\b/i],
    /Internet Computer|\bICP\b/i,
  ),
  know(
    'deposits',
    'When my bitcoin is on Odin, is it actual BTC or some wrapped version?',
    [/ckBTC/i],
    /ckBTC/i,
  ),
  know(
    'odin',
    'How do people sign in to Odin.fun? Is there an email signup?',
    [/bitcoin wallet|sign[- ]in with bitcoin|SIWB/i],
    /bitcoin wallet|sign[- ]in with bitcoin|SIWB/i,
  ),
  know('launch', 'How many coins exist in total for each token launched on Odin?', [SUPPLY], SUPPLY),
  know(
    'bonding-curve',
    'Does the price of a new token go up in a straight line as people buy?',
    [/exponential/i],
    /exponential/i,
  ),
  know(
    'bonding-curve',
    'What does a freshly launched token cost per coin at the very beginning?',
    [/0\.1[12]\d*\s*sats?|11[89]\s*(?:msats?|millisats?)/i],
    /0\.1[12]\d*\s*sats?|11[89]\s*(?:msats?|millisats?)/i,
  ),
  know(
    'glossary',
    "Everyone in the comments keeps saying a token 'ascended'. What does that mean?",
    [/AMM|pool/i, /bonding curve|curve/i],
    /AMM|pool/i,
  ),
  know(
    'bonding-curve',
    'How much of a token has to be bought before it graduates off the curve?',
    [/(?<![\d.])80\s?%|(?<![\d.])80 per ?cent|eighty per ?cent|16\.8\s?(?:M\b|million)|16,800,000/i],
    /(?<![\d.])80\s?%|(?<![\d.])80 per ?cent|eighty per ?cent|16\.8\s?(?:M\b|million)|16,800,000/i,
  ),
  know(
    'amm',
    'When a token graduates, what actually gets put into its trading pool?',
    [/4\.2\s?(?:M\b|million)|4,200,000|(?<![\d.])20\s?%/i, /0\.2\s?(?:BTC|bitcoin)/i],
    /0\.2\s?(?:BTC|bitcoin)|4\.2\s?(?:M\b|million)|4,200,000/i,
  ),
  know(
    'bonding-curve',
    'Around what market cap does a token leave the bonding curve?',
    [/(?<![\d.])1\s?BTC|one (?:BTC|bitcoin)|(?<![\d.])1 bitcoin|\$\s?100\s?k|100,000|\$100 thousand/i],
    /(?<![\d.])1\s?BTC|one (?:BTC|bitcoin)|(?<![\d.])1 bitcoin|\$\s?100\s?k|100,000|\$100 thousand/i,
  ),
  know(
    'bonding-curve',
    "What's the price per token right at the moment it ascends?",
    [/4\.7\d?\s*sats?|4\.8\s*sats?/i],
    /4\.7\d?\s*sats?|4\.8\s*sats?/i,
  ),
  know(
    'bonding-curve',
    'Roughly how much BTC do buyers pour in altogether to fill a whole bonding curve?',
    [/0\.21\d*\s*(?:BTC|bitcoin)|2[01],?\d{3},?\d{3}\s*sats/i],
    /0\.21\d*\s*(?:BTC|bitcoin)|2[01],?\d{3},?\d{3}\s*sats/i,
  ),
  know(
    'amm',
    'Once a token has ascended, what decides its price?',
    [/constant[- ]product|x\s?[·*×]?\s?y\s?=\s?k/i],
    /constant[- ]product|x\s?[·*×]?\s?y\s?=\s?k/i,
  ),
  know(
    'amm',
    'Can ordinary users put liquidity into a token pool on Odin, or only the team?',
    [/anyone|any user|anybody|ordinary users can|\byes\b/i],
    /anyone|any user|anybody|ordinary users can|\byes\b/i,
  ),
  know(
    'fees',
    'How much is the fee when I buy a token that is still on the bonding curve?',
    [ONE_PCT],
    ONE_PCT,
  ),
  know('fees', 'What cut does Odin take on swaps in the AMM pool?', [HALF_PCT], HALF_PCT),
  know(
    'fees',
    'Is trading cheaper before or after a token ascends?',
    [ONE_PCT, HALF_PCT],
    /after|once (?:it|a token) (?:has )?(?:ascend|graduat)|AMM|pool/i,
  ),
  know(
    'deposits',
    'Moving ckBTC around costs a small network fee. How much is it?',
    [/(?<![\d.])10\s*sats?|ten sats?|0\.0000001/i],
    /(?<![\d.])10\s*sats?|ten sats?|0\.0000001/i,
  ),
  know(
    'deposits',
    'If I withdraw to a normal Bitcoin address, what fees come out of it?',
    [/miner|network fee|bitcoin fee/i, /minter/i],
    /miner|minter/i,
  ),
  know(
    'deposits',
    'Do I get my own address to deposit into Odin?',
    [/BTC|bitcoin/i, /runes?/i],
    /\byes\b|own|each (?:account|user)|per[- ](?:user|account)|personal/i,
  ),
  know(
    'deposits',
    "What's the smallest amount of ckBTC I can deposit?",
    [/5,?000\s*sats|5\s?k sats|0\.00005\s*(?:ck)?BTC/i],
    /5,?000\s*sats|5\s?k sats|0\.00005\s*(?:ck)?BTC/i,
  ),
  know(
    'strategy',
    'Is there a minimum size for a single buy or sell?',
    [/(?<![\d.,])500\s*sats/i],
    /(?<![\d.,])500\s*sats/i,
  ),
  know(
    'deposits',
    "What's the least I can cash out to a real Bitcoin address if it goes through ckBTC?",
    [/50,?000\s*sats|50\s?k sats|0\.0005\s*BTC/i],
    /50,?000\s*sats|50\s?k sats|0\.0005\s*BTC/i,
  ),
  know(
    'security',
    'Two coins in the list have the exact same name. How do I tell which one is the real one?',
    [/\bID\b|identifier/i],
    /\bID\b|identifier/i,
  ),
  know(
    'security',
    'A website asked me to sign a message to log in to Odin. How do I know it is legit?',
    [/odin\.fun/i, /domain|URL|origin|address bar|the (?:real|official) site|check the site/i],
    /odin\.fun/i,
  ),
  know(
    'security',
    'Which things should I never hand over to anyone while using Odin?',
    [/seed/i],
    /seed|private keys?|PEM/i,
  ),
  know('security', 'If someone stole my Odin login session token, how long could they use it?', [DAY], DAY),
  know(
    'security',
    'What should I look at before I buy some random token I found on the list?',
    [/holders?/i, /liquidity/i],
    /holders?|bonded|ascen|liquidity|verified/i,
  ),
  know(
    'strategy',
    'I bought a small token and my own buy pushed the price way up. Why does that happen?',
    [/price impact|slippage|thin|small pool|shallow|low liquidity|little liquidity/i],
    /impact|thin|liquidity|pool|slippage|shallow/i,
  ),
  know(
    'amm',
    'How much can one big order move a price? I heard there was an ODINDOG example in the docs.',
    [/32\.9\s?%|(?<![\d.])33\s?%/i],
    /32\.9\s?%|(?<![\d.])33\s?%/i,
  ),
  know('odin', "What's the real website address for Odin?", [/odin\.fun/i], /odin\.fun/i),
  know(
    'launch',
    'How long can the name of my token be when I create it?',
    [/(?<![\d.])3\s?(?:–|-|to)\s?30\b|30 characters|thirty characters/i],
    /(?<![\d.])3\s?(?:–|-|to)\s?30\b|30 characters|thirty characters/i,
  ),
  know(
    'launch',
    'What are the rules for the ticker symbol when launching?',
    [/(?<![\d.])3\s?(?:–|-|to)\s?10\b|10 characters|ten characters/i, /letters?/i],
    /(?<![\d.])3\s?(?:–|-|to)\s?10\b|10 characters|ten characters/i,
  ),
  know(
    'launch',
    'How big can my token picture be, and which file types work?',
    [/200\s?KB|200 kilobytes/i, /PNG|JPE?G|WebP|GIF|SVG|AVIF/i],
    /200\s?KB|200 kilobytes/i,
  ),
  know(
    'runes',
    'Are Odin tokens proper Bitcoin Runes right from the start?',
    [/etch/i],
    /\bno\b|not (?:at first|initially|from the start|right away|immediately|yet)|ledger|canister|etch/i,
  ),
  know(
    'runes',
    "On Odin I can filter tokens by 'Etched'. What does etched mean?",
    [/runes?/i, /bitcoin|on-?chain/i],
    /runes?/i,
  ),
  know('launch', 'How long does it take to make a new token on Odin?', [/seconds?/i], /seconds?/i),
  know(
    'odin',
    "What does the link to a token's page on Odin look like?",
    [/odin\.fun\/token\//i],
    /odin\.fun\/token\//i,
  ),
  know(
    'glossary',
    "The Odin API says amounts are in millisats. What's a millisat?",
    [/thousandth|1\s?\/\s?1,?000|0\.001|1,?000 (?:msats?|millisats?|millisatoshis?)/i],
    /thousandth|1\s?\/\s?1,?000|0\.001|1,?000 (?:msats?|millisats?|millisatoshis?)/i,
  ),
  know(
    'bonding-curve',
    'When a token moves from the curve into the pool, does the price jump or carry on smoothly?',
    [/smooth|continu|same price|no jump|(?:doesn'?t|does not) jump|carries (?:on|over)|seamless/i],
    /smooth|continu|same price|no jump|(?:doesn'?t|does not) jump|carries (?:on|over)|seamless/i,
  ),

  // ───────────── abstain: sounds answerable, nobody can say reliably (15) ─────────────
  abstain('How much does Odin.fun charge me to create a new token?'),
  abstain('Who triggers the etching of a graduated token as a Rune, and how much does that etching cost?'),
  abstain("What's Odin.fun's official X / Twitter account?"),
  abstain("What's the phone number for Odin.fun customer support?"),
  abstain('On what exact date did Odin.fun go live?'),
  abstain('How many API requests per minute can I make to Odin before it blocks me?'),
  abstain('How much revenue will Odin.fun make next year?'),
  abstain('What fee does pump.fun charge per trade compared with Odin?'),
  abstain('Where does the leftover BTC go when a token ascends? Does the creator get it?'),
  abstain("What does the 'King of the Hill' list on Odin mean exactly?"),
  abstain('When is the next Odin.fun airdrop happening?'),
  abstain("What's the personal email address of Odin's CEO?"),
  abstain('What is the daily withdrawal limit for Runes on Binance?'),
  abstain('What is the highest market cap any Odin token has ever reached, in dollars?'),
  abstain("How many Bitcoin confirmations does Odin's own BTC deposit address wait for before crediting me?"),

  // ───────────── live: the tracked fixture tokens (10) ─────────────
  liveFigure("What's ODINDOG trading at right now?", /ODINDOG/i),
  liveFigure('how many holders does BOBAI have', /BOBAI/i),
  liveFigure('ICONFUCIUS market cap?', /ICONFUCIUS/i),
  liveFigure("Show me GRIFFAIN's volatility score", /GRIFFAIN/i),
  liveFigure('How has ODAI done over the last 24 hours?', /ODAI/i),
  liveFigure('What liquidity score does ODINDOG get on your dashboard?', /ODINDOG/i),
  liveFigure('How many trades did GRIFFAIN have in the last day?', /GRIFFAIN/i),
  liveFigure(
    'Which has more holders, ICONFUCIUS or BOBAI?',
    /ICONFUCIUS[\s\S]*BOBAI|BOBAI[\s\S]*ICONFUCIUS/i,
  ),
  liveFigure("what's the price of the featured token ODAI in sats", /ODAI/i),
  liveFigure('bobai 24h change pls', /BOBAI/i),

  // ───────────── follow-ups (10) ─────────────
  followUp(["What's the price of ODINDOG?"], 'and how many holders does it have?', [/ODINDOG/i, /\d/]),
  followUp(["How did GRIFFAIN's price change in the last 24h?"], 'what about its volatility?', [
    /GRIFFAIN/i,
    /\d/,
  ]),
  followUp(['How many holders does ICONFUCIUS have?'], 'and its market cap?', [/ICONFUCIUS/i, /\d/]),
  followUp(["What is BOBAI's price?"], 'how liquid is it?', [/BOBAI/i, /\d/]),
  followUp(['How much does ODAI cost now?'], 'how many trades did it get in the last day?', [/ODAI/i, /\d/]),
  followUp(["What's the fee for buying on the bonding curve?"], 'and once the token has ascended?', [
    HALF_PCT,
  ]),
  followUp(
    ['How many tokens does each Odin token have in total?'],
    'and how much of that has to sell before it graduates?',
    [/(?<![\d.])80\s?%|(?<![\d.])80 per ?cent|eighty per ?cent|16\.8\s?(?:M\b|million)|16,800,000/i],
  ),
  followUp(
    ['What does the Liquidity Score on the dashboard measure?'],
    'what size of price move is it based on?',
    [TWO_PCT],
  ),
  followUp(["What's the volatility score on the dashboard?"], 'over what time window is it measured?', [
    /24\s?-?\s?(?:h\b|hours?)|(?:last|past) day|one day/i,
  ]),
  followUp(
    ["What's the minimum deposit on Odin?"],
    'and the minimum for withdrawing out to a real Bitcoin address?',
    [/50,?000\s*sats|50\s?k sats|0\.0005\s*BTC/i],
  ),

  // ───────────── conversation (5) ─────────────
  chat('hey there', /\b(?:hi|hello|hey|gm|welcome|greetings)\b/i),
  chat('thanks, that cleared it up', /welcome|glad|anytime|no problem|happy to help|my pleasure|np\b/i),
  chat('who built you?', /ODAI|unofficial|assistant|guide|team/i),
  chat('ok cool, bye!', /bye|see you|take care|later|cheers|good luck/i),
  chat('gm ser', /\bgm\b|good morning|\bhi\b|hello|\bhey\b/i),
];
