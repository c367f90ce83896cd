// Plain-words descriptions of figures, safety, making a coin, the people around a coin and the
// account: "how jumpy the price is" is volatility, "the twelve words i wrote down" the seed phrase,
// "the short name of a coin" its ticker. Read with plain-descriptions.ts, under the same rule:
// the words that make a description one concept, never one loose word.
export const PLAIN_DESCRIPTIONS_COINS: [RegExp, string][] = [
  // --- Units and figures.
  [
    /\b(?:smallest|tiniest|tiny) (?:bits?|pieces?|units?|parts?|fractions?) of (?:a |one )?(?:bitcoin|btc)\b/gi,
    ' sats ',
  ],
  // "The price times all the coins there are", "the total value of all the coins": market cap.
  [
    /\bprice (?:times|multiplied by|x|×) (?:all )?(?:the )?(?:coins|tokens)(?: there are| in existence)?/gi,
    ' market cap price times supply ',
  ],
  [
    /\b(?:total|whole|combined) (?:value|worth) of (?:all )?(?:the |its )?(?:coins|tokens|supply)\b/gi,
    ' market cap ',
  ],
  // How jumpy the price is: volatility.
  [
    /\bhow (?:jumpy|swingy|bouncy|choppy|shaky|volatile) (?:the price|the chart|a coin|a token|it|prices) (?:is|are|gets)\b/gi,
    ' the volatility ',
  ],
  [/\b(?:jumpy|swingy|bouncy|choppy|shaky)\b/gi, ' volatile '],
  // ("Swing trading" is a way to trade.)
  [
    /\b(?:wild(?:ly)?|big|crazy|huge|price)\s+swings?\b(?! trad)|\bhow (?:wild(?:ly)?|much|hard) (?:the |a )?(?:price|coin|token|it) swings\b|\b(?:swings?|bounces?|jumps?) around\b/gi,
    ' volatility ',
  ],
  // The change since yesterday: the 24 h change.
  [
    /\b(?:up or down|change|moved?)\s+(?:since|from|vs|compared to) (?:yesterday|a day ago|this time yesterday|the (?:last|past) day)\b/gi,
    ' 24h change ',
  ],
  // A 0-to-10 rating of how easily a coin trades: the liquidity score.
  [
    /\b(?:0|zero|1|one)\s*(?:to|-|–|out of)\s*10 (?:rating|score|number|grade|scale)\b|\b(?:rating|score|grade) (?:from|of|between) (?:0|zero|1|one)\s*(?:to|-|–|and)\s*10\b/gi,
    ' liquidity score ',
  ],
  [/\bhow easy (?:a coin |a token |it )?(?:is )?to (?:trade|buy and sell|get in and out)\b/gi, ' liquidity '],

  // --- Safety.
  // "What should i look at before buying": the checks before you buy.
  [
    /\b(?:look at|look for|look out for|watch|watch out for|pay attention to|consider|research)\b(?=[^.?!]{0,40}\bbefore (?:i |you )?(?:buy|buying|ape|aping|invest|investing|putting money))/gi,
    ' check ',
  ],
  // "Is my money ok there": whether funds held on Odin are safe.
  [
    /\bis my (?:money|btc|bitcoin|sats|crypto|balance) (?:ok|okay|safe|secure|fine|alright|all right)\b|\bare my (?:funds|coins|tokens|sats) (?:ok|okay|fine|alright|all right)\b/gi,
    ' are my funds safe ',
  ],
  // "The twelve words I wrote down for my wallet": the seed phrase.
  [
    /\b(?:12|twelve|24|twenty[- ]four|secret|recovery|backup|magic|wallet)\s+words\b(?:\s+(?:i|you)\s+(?:wrote|write|written|got|saved|was given|were given)(?:\s+down)?)?(?:\s+for\s+(?:my|your|the)\s+wallet)?|\bthe words (?:i|you) (?:wrote|write|written|saved)(?: down)?\b/gi,
    ' seed phrase ',
  ],
  // "Someone launched a token with the same ticker as mine, can they": names and tickers repeat.
  [
    /\b(?:the )?(?:exact |very |exactly the )?same (name|ticker|symbol|logo|picture) as (?:mine|ours|my (?:token|coin)|our (?:token|coin)|another (?:token|coin)|an existing (?:token|coin)|a popular (?:one|token|coin))\b/gi,
    ' copycat same $1 ',
  ],
  // A coin pretending to be another: a copycat.
  [
    /\b(?:coins?|tokens?)\s+(?:that\s+(?:is\s+|are\s+)?)?(?:pretend(?:s|ing)?|pos(?:es|ing) as|imitat(?:es|ing)|impersonat(?:es|ing))(?:\s+to\s+be)?(?:\s+(?:a|an|another|some))?(?:\s+(?:famous|popular|well-known|big|real|other))?(?:\s+(?:coin|token|one))?/gi,
    ' copycat token ',
  ],
  [/\bknock-?offs?\b|\bimitation (?:coins?|tokens?)\b/gi, ' copycat '],
  // The creator selling everything at once: a rug pull.
  [
    /\b(?:creator|dev|developer|maker|team|owner|founder)s?\s+(?:suddenly\s+|just\s+|all of a sudden\s+)?(?:sells?|sold|dumps?|dumped|cash(?:es)? out|pulls? out|runs? off|ran off)\s+(?:everything|it all|all (?:their|his|her|the) (?:coins|tokens|money|bag)|with the money)\b/gi,
    ' rug pull ',
  ],
  // Hype first, then everyone sells: a pump and dump.
  [
    /\bhyp(?:e|es|ed|ing)\s+(?:a |the |some )?(?:coin |token )?up\b[^.?!]{0,30}?\b(?:sell|dump)\w*(?: on (?:everybody|everyone|people|others))?/gi,
    ' pump and dump ',
  ],

  // --- Making a coin.
  // "The short name / short code in capitals of a coin": the ticker.
  [
    /\b(?:short|shorter|abbreviated|3[- ]letter|three[- ]letter|capital[- ]letter) (?:name|code|symbol)\b/gi,
    ' ticker ',
  ],
  // The creator's own first buy, or grabbing some before everyone else: the pre-buy.
  [
    /\bfirst (?:buy|purchase) (?:the |a )?(?:maker|creator|dev|developer|owner|founder)s?(?: (?:does|makes|do|did))?\b|\b(?:maker|creator|dev|developer|owner)'?s? (?:own )?first (?:buy|purchase)\b/gi,
    ' pre-buy ',
  ],
  [
    /\b(?:grab|buy|get|take|snag|scoop)s?\s+(?:some|a few|a bit|a bag|some coins|some tokens)\s+(?:of (?:it|their own|the coin)\s+)?(?:before|ahead of)\s+(?:everybody|everyone|anybody|anyone|others|the public)(?: else)?(?: (?:does|do|can|could|gets? (?:in|to)))?\b/gi,
    ' pre-buy ',
  ],
  [
    /\b(?:the )?(?:person|guy|one|people|folks?) who (?:makes?|made|creates?|created|launch(?:es|ed)?|starts?|started) (?:a|the|this|that) (?:coin|token)\b/gi,
    ' the creator ',
  ],
  [/(?<!market )\bmakers?\b(?! (?:fee|fees))/gi, ' creator '],
  // Buying every coin a curve sells: what the whole curve costs.
  [
    /\bbuy(?:ing)? (?:up |out )?(?:every |all (?:the )?)(?:single )?(?:coins?|tokens?)\b/gi,
    ' buy out the whole curve ',
  ],
  // How many units every coin has: the supply.
  [
    /\bhow many (?:coins|tokens|units|pieces)\s+(?:are there\s+|exist\s+|are made\s+|are created\s+|does it have\s+)?(?:of|in|for|per)\s+(?:every|each|a|one|any)\s+(?:single\s+)?(?:token|coin)\b/gi,
    ' total supply of every token ',
  ],
  // "How many coins does each token have (in total)", "how many total tokens each coin has": the
  // same question, the verb after the coin.
  [
    /\bhow many (?:total\s+)?(?:coins|tokens|units|pieces)\s+(?:(?:does|do|will|would|can)\s+)?(?:every|each|a|one|any)\s+(?:single\s+)?(?:new\s+)?(?:token|coin)\s+(?:have|has|get|gets|come with|comes with|start with|starts with|hold|holds)\b/gi,
    ' total supply of every token ',
  ],

  // "Does odin have its own coin", "a platform token": Odin's own (DAO) token. "Own" is no search
  // word, and "odin", "coin" and "token" name no topic, so nothing was left to search with.
  [
    /\b(?:its|odin(?:'s|s)?(?:\.fun)?|the (?:site|platform|website)(?:'s)?) own (?:token|coin|crypto(?:currency)?|currency)\b|\b(?:a|the) platform (?:token|coin)\b/gi,
    ' odin dao token ',
  ],
  // --- People and labels.
  [
    /\b(?:someone|somebody|a person|a guy|people|wallets?|accounts?)\s+(?:who|that|with)\s+(?:owns?|holds?|has|have)?\s*(?:a\s+)?(?:huge|massive|giant|big|large|enormous)\s+(?:pile|bag|chunk|amount|stack|share|bunch)\b/gi,
    ' whale ',
  ],
  // Buying the very second a coin comes out: sniping.
  [
    /\b(?:buy|buys|buying|grab|grabs)\s+(?:(?:a|the|new)\s+)?(?:coins?|tokens?)?\s*(?:in\s+)?(?:the\s+)?(?:very\s+|first\s+|same\s+)?(?:second|seconds|instant|moment)\s+(?:it|a coin|a token|they|coins|tokens)\s+(?:comes? out|launch(?:es)?|(?:is|are) launched|goes? live|drops?|appears?|(?:is|are) created)\b/gi,
    ' snipe a launch ',
  ],
  [
    /\b(?:number|count|amount) of (?:people|wallets|accounts|users|folks) (?:who|that) (?:own|hold|have)\b/gi,
    ' holder count ',
  ],
  // "The unique code of a coin": its token id.
  [
    /\b(?:unique|special|own) (?:code|number|string|tag) (?:of|for) (?:a|the|each|every|my) (?:coin|token)\b/gi,
    ' token id ',
  ],

  // --- Bitcoin itself, the account.
  [
    /\b(?:tokens?|coins?)\s+(?:that|which)\s+(?:live|exist|sit|are)\s+(?:directly\s+|right\s+)?on (?:the )?bitcoin(?: itself| directly| chain| blockchain)?/gi,
    ' bitcoin runes ',
  ],
  [
    /\b(?:long|weird|random|strange)\s+(?:string|jumble|line)(?:\s+of\s+(?:letters|characters|numbers|digits)(?:\s+and\s+(?:letters|numbers|digits|dashes))?)?/gi,
    ' long code ',
  ],
  // "Move my winnings to my ledger": winnings sit on Odin, so moving them anywhere is a withdrawal,
  // and "my ledger" / "my trezor" is the visitor's hardware wallet (not the ckBTC ledger canister).
  [
    /\b(?:move|moving|send|sending|take|taking|transfer|transferring|get|getting|pull|pulling|bring|bringing)\s+(?:out\s+)?(?:my|our|the|all my|all of my)\s+(?:winnings|profits?|gains|earnings)\b/gi,
    ' withdraw my btc ',
  ],
  [/\b(?:my|a|your)\s+(?:ledger|trezor)(?:\s+(?:nano|wallet|device|stick))?\b/gi, ' my own bitcoin wallet '],
  // "Can I buy with Apple Pay / PayPal / a bank transfer": paying in fiat, which the card section
  // answers ("pay" alone would read as a fee).
  [
    /\b(?:apple|google) ?pay\b|\bpay ?pal\b|\bvenmo\b|\bcash ?app\b|\b(?:bank|wire|sepa) transfers?\b/gi,
    ' a card or fiat ',
  ],
  // "I have 20 dollars, how do I try this": trying Odin out is a first buy.
  [
    /\bhow (?:do|can|would|should) (?:i|we|u) (?:try|test|start|get started with|begin with|dip my toes in(?:to)?)\s+(?:this|it|odin(?:\.fun)?|the (?:site|platform|app))\b/gi,
    ' how do i buy my first token ',
  ],
  // "Does the site hold my bitcoin or do I": custody.
  [
    /\b(?:holds?|keeps?|controls?|has|have) my (?:bitcoin|btc|money|funds|coins|tokens|sats) or do i\b/gi,
    ' custody of my btc ',
  ],
];
