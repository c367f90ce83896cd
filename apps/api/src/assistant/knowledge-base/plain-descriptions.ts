// Concepts described in plain words by visitors who do not know their names: "the cut the site
// takes from each trade" is the fee, "the bitcoin copy they use inside the site" is ckBTC, "how
// jumpy the price is" is volatility. Left as typed, such words are in no guide, so the question was
// declined or drawn to whatever section shared its everyday words ("copy" to copycat tokens).
// Each rule needs the words that make the description one concept, never one loose word, and
// rewrites the phrase to the guides' word for it. Measured on plain-words-probe.test.ts. This file:
// how trading works (curve, ascension, pool, fees, the chain); figures, safety, making a coin,
// people and the account are in plain-descriptions-coins.ts.
import { PLAIN_DESCRIPTIONS_COINS } from './plain-descriptions-coins.js';

const HOLDING = '(?:bitcoin|btc|ckbtc|money|funds|coins|tokens|sats)';
const SITE = '(?:the (?:web)?site|the platform|the app|odin|they|it)';

export const PLAIN_DESCRIPTIONS: [RegExp, string][] = [
  // --- Asking for the name: "what do they call that", "what name is this" ask what it is. "Name"
  // left in would read as the name rules of a token.
  [
    /\bwhat (?:do|does|would) (?:they|you|people|odin|we|u) call (?:that|this|it|them|those)\b/gi,
    ' what is that ',
  ],
  [/\bwhat (?:is )?(?:the )?name (?:is |for |of )?(?:this|that|it)\b/gi, ' what is that '],

  // --- The bonding curve and its price.
  // "The price ladder a new coin climbs", "the price staircase".
  [/\bprice (?:ladder|staircase|stairs|escalator|ramp)\b/gi, ' bonding curve price '],
  // "The (math) rule / thing that makes the price go up (step by step)": the curve's formula.
  [
    /\b(?:thing|system|mechanism|rule|math|maths|machine)\s+(?:that|which)\s+(?:makes?|sets?|decides?|pushes|raises)\s+the price(?:\s+(?:go(?:es)? up|rise|climb))?(?:\s+(?:step by step|bit by bit|with each buy|every buy|as people buy))?/gi,
    ' bonding curve formula ',
  ],
  // The price of a coin nobody has bought yet, "the second it is born": the start price.
  [
    /\b(?:when|before|while) (?:nobody|no one|noone) (?:has |have |had )?(?:bought|purchased)(?: any(?:thing| of it)?| it)?(?: yet)?\b/gi,
    ' when it is first created, with nothing sold ',
  ],
  [
    /\bthe (?:second|minute|moment|day) (?:it is|it's|its|they are) (?:born|created|made)\b|\b(?:when|once) (?:it is|it's|its) (?:just )?born\b|\bjust born\b/gi,
    ' at launch ',
  ],

  // --- Ascension: the coin "switches over", "finishes its first stage", "grows up".
  [
    /\b(?:finish(?:es|ed|ing)?|leav(?:es|ing)|complet(?:es|ed|ing)|end(?:s|ed)?|pass(?:es|ed)?|exits?|gets? out of|graduates? from)\s+(?:its|the|that|this|their|a coin's)\s+(?:first|starting|early|initial|beginning|baby|launch)\s+(?:stage|phase|part|step|level)(?:\s+and\s+moves?\s+on)?/gi,
    ' ascends ',
  ],
  [/\b(?:switch(?:es|ed|ing)?|flips?|flipped|crosses|crossed) over\b/gi, ' ascends '],
  [/\b(?:grows?|grew|growing) up\b/gi, ' ascends '],
  [/\bswitch(?:es|ed|ing)? (?:in)?to (?:the |a |its )?(?:pool|amm|dex)\b/gi, ' ascension '],
  // The same end said of the stage: "(at the moment) its first stage is finished".
  [
    /\b(?:at|by) the (?:exact |very )?(?:moment|time|point|instant) (?:when )?(?:its|the|that|this|a coin's) (?:first|starting|early|initial|beginning|baby|launch) (?:stage|phase) (?:is |gets |has been |was )?(?:finished|over|done|completed?|ended|full|filled)\b/gi,
    ' at ascension ',
  ],
  [
    /\b(?:its|the|that|this|a coin's) (?:first|starting|early|initial|beginning|baby|launch) (?:stage|phase) (?:is |gets |has been |was )?(?:finished|over|done|completed?|ended|full|filled)\b/gi,
    ' ascension ',
  ],
  // The phase a coin is in before and after: "the early stage" is the curve, "the later stage" the pool.
  [
    /\b(?:the|its|that|this|a coin's) (?:first|early|starting|initial|beginning|baby) (?:stage|phase)\b/gi,
    ' the bonding curve ',
  ],
  [/\b(?:the|its|that|this|a coin's) (?:second|later|final|grown-up) (?:stage|phase)\b/gi, ' the amm pool '],
  // "The ppl who bought before me", "whoever got in earlier": the early buyers on the curve.
  [
    /\b(?:the\s+)?(?:people|ppl|peeps|folks|guys|ones|those|others|everyone|whoever|anyone)\s+(?:(?:who|that)\s+)?(?:bought|buy|got in|get in|aped(?: in)?|came in|entered|bought in)\s+(?:before (?:me|us|you|i did)|earlier(?: than (?:me|us|you))?|early|first)\b/gi,
    ' early buyers ',
  ],

  // --- The pool, price impact, slippage, liquidity.
  // "The big shared pot": the pool ("jackpot" and "a pot of gold" are no pool).
  [/\b(?:big |shared |common |money |trading )*pot\b(?! of gold)/gi, ' pool '],
  [
    /\b(?:robot|robotic|auto|automatic|computer) market makers?\b|\bmarket maker (?:robot|bot|machine)\b/gi,
    ' automated market maker ',
  ],
  // How far the visitor's own trade moves the price.
  [
    /\bhow (?:far|much) (?:will |does |would |can )?the price (?:jumps?|moves?|goes? up|rises?|changes?|shifts?)(?: (?:just )?because of (?:my|our|a) (?:own )?(?:big |large )?(?:order|buy|purchase|trade|sell))?/gi,
    ' what is the price impact ',
  ],
  [
    /\bhow much (?:bitcoin|btc|money)(?: and (?:coins|tokens))? (?:is |are )?(?:sitting|sits|waiting|parked|there) in (?:the|a|its|a coin's) pool\b/gi,
    ' how much liquidity in the pool ',
  ],
  [
    /\b(?:my|our|a) (?:own )?(?:big |large |huge )?(?:purchase|buy|order|trade)s? (?:push(?:es|ed)?|mov(?:es|ed)|bump(?:s|ed)?|pump(?:s|ed)?|drives?|drove) (?:the )?price(?: up| down)?/gi,
    ' price impact of my trade ',
  ],
  // "The difference between the price I saw and the price I got": slippage.
  [
    /\b(?:difference|gap) between the price (?:i|you|we) (?:saw|see|expected?|was shown|were shown|clicked)(?: and (?:the (?:price|one) )?(?:i|you|we) (?:actually )?(?:got|get|paid|pay))?/gi,
    ' slippage ',
  ],
  // Putting one's own coins and BTC into a pool to earn: providing liquidity.
  [
    new RegExp(
      String.raw`\b(?:lend|lends|lending|put|puts|putting|add|adding|give|giving|park|parking)\s+(?:(?:my|our|their|your|some|own)\s+)*${HOLDING}(?:\s+and\s+(?:(?:my|our|their|your|own)\s+)*${HOLDING})?\s+(?:in|into|to)\s+(?:the|a|its|their)\s+pools?\b`,
      'gi',
    ),
    ' add liquidity to the pool ',
  ],

  // "The trading fee before a token ascends" is the curve's fee ("how long before it ascends" is
  // left alone: that asks about ascension).
  [
    /\b(fees?|costs?|charges?|commission)\b([^.?!]{0,30}?)\bbefore (?:(?:the|a|it|its|my|token|coin|tokens|coins)\s+)*(?:ascends|ascension|graduates|graduation|bonds|migrates|migration)\b/gi,
    '$1$2 on the bonding curve',
  ],
  // "Is it cheaper to trade after a token ascends": which phase's fee is lower.
  [
    /\b(?:cheaper|more expensive|costlier|pricier) to (trade|buy|sell|swap)\b/gi,
    ' trading fees at a glance curve and pool to $1 ',
  ],
  // "Place a sell order": selling (trades fill against the curve or the pool, no order book).
  [/\b(?:place|placing|put in|submit|make|making) (?:a |an )?(buy|sell) orders?\b/gi, ' $1 '],

  // --- Fees.
  // "The cut the site takes", "the percentage they take off my trade", "what they skim".
  [
    new RegExp(
      String.raw`\b(?:cut|share|slice|percentage|percent|piece)\s+(?:that\s+)?${SITE}\s+(?:takes?|keeps?|gets?|charges?|skims?|grabs?)\b`,
      'gi',
    ),
    ' fee ',
  ],
  // "How much does odin take when i buy on the curve" is its fee there, not the BTC it takes to
  // fill the curve.
  [
    /\bhow much (?:does|do|will) (?:odin(?:\.fun)?|the (?:web)?site|the platform|the app|the house|they) (?:take|keep|charge|skim|grab)\b/gi,
    ' how much fee ',
  ],
  [/\b(?:goes|go|paid|given) to the house\b/gi, ' fee '],
  // How the platform itself earns ("how does the site make money"), not how a visitor might.
  [
    new RegExp(
      String.raw`\bhow (?:does|do|can|will) ${SITE} (?:make|earn|get|generate) (?:(?:its|their) )?(?:money|revenue|income|profits?)\b`,
      'gi',
    ),
    ' what fees does odin charge ',
  ],
  // Bringing friends along: the referral rebate ("money back" alone is a refund). The guides say
  // "inviting friends" themselves.
  [
    /\b(?:bring(?:ing|s)?|recruit(?:s|ing)?|get(?:ting)? (?:my )?)\s+(?:(?:my|your|some|new|in)\s+)*(?:friends?|mates|buddies|others|new users)(?:\s+(?:in|along|over))?\b/gi,
    ' referral ',
  ],

  // --- ckBTC, the Internet Computer, signing.
  // "What do I sign in with": "in" is no search word, and "sign" alone reads as threshold signing.
  [
    /\bwhat (?:do|can|should|would) (?:i|we|u|you) (?:sign|log) ?in with\b|\bwhat (?:do|can|should) (?:i|we|u|you) use to (?:sign|log) ?in\b/gi,
    ' which wallet do i use to log in ',
  ],
  // "A ref link to farm referrals": the referral link.
  [/\bref(?:erral)?[- ]?(?:link|code|url)s?\b|\breflinks?\b/gi, ' referral link '],
  // "My odin login session": the login token (a JWT) that signing in gives.
  [/\b(?:login|log-?in|logged[- ]in|sign-?in|signed[- ]in|odin) sessions?\b/gi, ' login token '],
  // "Left the sign-in popup open for 10 min, now it errors", "took a while to approve the signature":
  // the login message waited past its expiry.
  [
    /\b(?:left|kept|had|leave|keep)\s+(?:the\s+|my\s+)?(?:odin(?:\.fun)?\s+)?(?:sign-?in\s+|login\s+|log-?in\s+|wallet\s+|signing\s+)?(?:pop-?up|window|prompt|request|message)\s+(?:open|up|waiting|sitting there)\b|\b(?:took|take|taking)\s+(?:a while|too long|forever|ages|some time|a few minutes|\d+\s*min\w*)\s+(?:to|before)\s+(?:approve|sign|confirm|accept)\b/gi,
    ' waited longer before signing the login message, it expires ',
  ],
  // "Is it bitcoin L1": on the Bitcoin chain itself (an L2 is another chain).
  [/\b(?:bitcoin |btc )?(?:l1|layer[- ]?1|layer one)\b/gi, ' the bitcoin chain itself '],
  // "The bitcoin copy / twin they use", "a stand-in token": ckBTC ("a copy of a coin" is a copycat).
  [
    /\b(?:bitcoin|btc)[- ](?:copy|twin|clone|stand-?in|substitute|replica|double|ious?|lookalike|mirror)\b/gi,
    ' ckbtc ',
  ],
  // ("Is ckBTC a copy of bitcoin" asks about ckBTC already, and keeps its words.)
  [
    /(?<!\bck ?btc\b[^.?!]{0,20})\b(?:copy|twin|clone|stand-?in|substitute|replica|double|lookalike|mirror) (?:of |for )?(?:bitcoin|btc)\b/gi,
    ' ckbtc ',
  ],
  [/\b(?:stand-?in|substitute|placeholder|proxy|twin) (?:token|coin|version)\b/gi, ' ckbtc '],
  // "How I put btc inside odin" moves bitcoin in: a deposit, not the bitcoin held inside.
  [
    /(?<!\b(?:put|puts|putting|send|sending|get|getting|move|moving|deposit|depositing|transfer|bring|load)\s+(?:my\s+|the\s+|some\s+|more\s+)?)\b(?:the )?(?:bitcoin|btc) (?:inside|within) (?:odin|the (?:web)?site|the platform|the app)\b/gi,
    ' ckbtc ',
  ],
  // "The (little) programs that hold everybody's money": Odin's canisters.
  [
    /\b(?:little |small |tiny )?programs?\s+(?:that|which)\s+(?:hold|keep|run|store|manage)s?\b/gi,
    ' canisters hold ',
  ],
  // Computers that share one key so nobody holds all of it: threshold signing.
  [
    /\b(?:computers|machines|servers|nodes)\b[^.?!]{0,20}?\b(?:share|split|divide|hold)s?\s+(?:up\s+)?(?:one|the|a|a single)\s+key\b/gi,
    ' threshold signing key ',
  ],
  // "Locked in for good": final ("locked in the pool" is liquidity).
  [/\b(?:locked in|set in stone)(?= for good| forever|\s*[?.,!]|\s*$)(?: for good| forever)?/gi, ' final '],
  // --- Everyday verbs for the guides' actions (set AG): "pull my bitcoin back out" is withdrawing,
  // "get hit with fees" is paying them, "scoop up a bit" is buying, "dodge fake sites" is avoiding
  // them, what gets "chucked into the pool" is what is put in.
  [
    new RegExp(
      String.raw`\b(?:pull|pulls|pulling|pulled|take|taking|took|get|getting)\s+(?:(?:my|our|the|your|all|some)\s+)?(?:${HOLDING}\s+)?(?:back\s+)?out\b`,
      'gi',
    ),
    ' withdraw ',
  ],
  [/\b(?:get|gets|getting|got|be|am)\s+(?:hit|stung|slapped|dinged|whacked)\s+(?:with|by)\b/gi, ' pay '],
  [
    /\b(?:scoop|scooping|scooped|snap|snapping|snapped)\s+up\b|\bgrab(?:s|bing|bed)? (?:some|a bit|a few|a chunk|a bag)\b/gi,
    ' buy ',
  ],
  // "What does one token cost": its price, not the cost of launching one. "Dev docs" are the
  // developer documentation, not the dev wallet.
  [
    /\bwhat (?:does|do|would|will) (?:one|a single|1|each|a) (?:token|coin) cost\b/gi,
    ' what is the price per token ',
  ],
  [/\bdev(?:eloper)? docs\b/gi, ' developer documentation '],
  // "How is the price worked out after that point": how it is calculated.
  // The subject stays: "how is mcap worked out" is how mcap is calculated.
  [/\b(?:is|are|gets?|got)\s+((?:the\s+)?(?:\w+\s+)?)work(?:ed)? out\b/gi, ' $1is calculated '],
  // What one must never "hand over" is what one must never share.
  [/\bhand(?:s|ing|ed)? (?:over|out)\b/gi, ' share '],
  // "Does dumping 100k tokens shove it around as much": moving the price is price impact.
  [
    /\b(?:shove|shoves|shoving|push|pushes|pushing|knock|knocks|knocking|swing|swings|swinging|throw|throws)\s+(?:it|the price|price|things)\s+(?:around|about)\b/gi,
    ' price impact ',
  ],
  [/\b(?:dodge|dodging|sidestep|sidestepping|steer clear of)\b/gi, ' avoid '],
  [
    /\b(?:chuck|chucks|chucked|toss|tossed|throw|thrown|threw|shove|shoved|stick|stuck|dump|dumped)\s+(in|into)\s+(the|a|its)\s+pool\b/gi,
    ' put $1 $2 pool ',
  ],
  ...PLAIN_DESCRIPTIONS_COINS,
];
