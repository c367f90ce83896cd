import { guideSources } from '../knowledge-base/guide-source.js';
import { defineGuard, type Guardrail } from './guardrail.js';

// Requests for picks, predictions or buy/sell calls. Matching is broad on purpose: a false
// positive costs a slightly generic answer; a false negative would look like advice. "How would I
// make money on Odin" is a how-to question (the trading guides answer it); "will this make me rich"
// asks for a prediction, as does "will ODINDOG hit 1000 sats by christmas?" or "1 million market
// cap this week" ("will my token reach 80%?" asks how ascension works: a percentage is no price
// target). "Is this financial advice?"
// asks what ODAI is (the guides answer: no); "give me financial advice" asks for it. "What's the
// smallest buy or sell I can make" asks for a limit, not a call; "just pick one for me" and "what
// should I put 0.01 BTC into" ask for a pick. "What would I pay each time I buy or sell" mentions
// trading and asks for a fee: "buy or sell" after a subject or "to/when/if" is how-to, not a call.
// "Should I put my savings into ODINDOG" asks for a call on a token (not "… on Odin": a how-to).
// "Which new token is most likely to ascend next? Just give me one to buy" asks for a pick too, as
// do "where will X be next week", "will X be above 500 sats by tomorrow", "X gonna hit 1000 sats by
// xmas", "ODAI or X, just pick one" and "sell or hold??" (not "do i have to sell or hold to get the
// rebate", which asks how the rebate works). "What will it cost me to withdraw" asks a fee, not a
// price to come; "what should I put in the description" asks how to fill in the creation form.
// "X is the next Y so i should buy now yeah?" asks for the same call in the visitor's word order.
// "Will X outperform Y by next month" asks for a prediction; "hold my X or dump it for Y", "when is
// the best time to buy X" and "give me an exact entry price" for a call, as do a learner's "which
// coin I should buy", "X will go up next week?", "the price for december", "I sell now or I wait?".
const ADVICE =
  /\b(?:so|then) i should (?:just |still |really |now )?(?:buy|sell|ape|hold|dump)\b|\bi should (?:just |still )?(?:buy|sell|ape|dump)\b[^?.!]{0,20}\b(?:now|rn|today)\b[^.!]{0,10}(?:\?|\byeah\b|\bright\b)|\bhow much (?:profit|money|gains?|returns?) (?:will|would|could|can|do|might) (?:i|we|you) (?:make|get|earn|win)\b|(?<!\b(?:say|says|said|saying|claim|claims|claimed|claiming|swear|swears|think|thinks|reckon|reckons)\b[^.?!]{0,30})\b(10|100|1000)x\b|\bto the moon\b|\bmooning\b|\bwill (it |\w+ )?moon\b|\bshould (i|we) (?:still |just |really |even |now )?(buy|sell|invest|ape|hold|jeet|get(?! (?:nervous|worried|scared|concerned|careful|cautious|anxious|suspicious|help|started)\b)|dump|exit|cash out|take profits?|keep|stay in|bail)\b|\b(which|what)\s+(?:[\w$]+\s+){1,2}(?:tokens?|coins?|memecoins?)\s+should\s+(?:i|we|(?:our|my)\s+\w+)\s+(?:buy|ape into|invest in|get into|hold|pick|grab|snipe)\b|\b(dump|sell|exit|cash out)\s+(?:my|it|this|that|these|those|all)\b[^?.!]{0,25}\bor (hold|keep|wait|stay|hang on|hold on|ride it out|sit tight)\b|\b(if|whether) i should (buy|sell|invest|ape|hold|get)\b|\b(which|what) (token|coin|one)s? (will|should|to|is going to)\b|\b(which|what)\b[^?.!]{0,20}\b(tokens?|coins?|ones?|memecoins?)\b[^?.!]{0,12}\bto (ape|buy|invest in|grab|pick|get into|hold|snipe)\b|\b(best|good|top) (token|coin|investment|pick)s? (to|for) (buy|invest|hold|make|ape|snipe|grab|get into)\b|\b(tell me |say )?(exactly )?when (to|should i) (sell|buy|exit|take profits?|ape|get out)\b(?![^?.!]{0,20}\b(fees?|to (pay|avoid|save))\b)|\bprice predictions?\b|\bpredict\b|(?<!\b(?:is (?:this|it|that|odai|everything|anything)|are (?:you|these|your answers)|does (?:odai|it|this|the (?:bot|assistant|site)) (?:give|offer|provide)|do you (?:give|offer|provide))\s(?:[\w']+\s){0,3})\bfinancial advice\b|\bguarantee(d)?\b|\bworth (?:buying|aping|apeing)\b|\bgood (buy|investment)\b|(?<!\b(?:smallest|tiniest|littlest|lowest|least|minimum|min|biggest|largest|max|maximum|single|each|every|per|i|you|we|to|can|when|whenever|time|if|once)\s)\bbuy or sell\b(?!\s+(?:tax|taxes|fee|fees)\b)|\brecommend\b|\b(will|would|could|can) (it|this|that|they|this (token|coin)) make (me |you )?(money|rich)\b|\bmake me (money|rich)\b|\bgoing to pump\b|\bnext (big|gem)\b|\b(best|top|good|your|hot)( top)?( \d+)? (picks?|bets?|gems?|plays?)\b|\bwhat would you buy\b|\b(?:pick|choose|name)\s+(?:me\s+|us\s+)?(?:one|a|1|your)\s+(?:token|coin|memecoin)\b[^?.!]{0,40}\b(?:hold|buy|keep|ape|own)\b|\b(?:a|the)\s+(?:bad|terrible|worst|good|great|best)\s+buy\b[^?]{0,20}\b(?:right now|now|today|rn)\b|\b(?:just )?give me (?:one|a (?:token|coin)|something|a name|a ticker|\d+) to (?:buy|ape|invest|hold|snipe)\b|\b(?:which|what) (?:new |\w+ )?(?:token|coin)s? (?:is|are) (?:most likely|likeliest|likely|next|about|going) to (?:ascend|graduate|bond|pump|moon|blow up)\b|\brate\b[^?.!]{0,30}\bout of \d+\b|\b(?:your|ur) (?:rating|opinion|honest opinion|take|verdict) (?:on|of|about)\b|\b(?:just )?(?:pick|choose) (?:one|a (?:token|coin)|something|a winner) for me\b|\b(?:what|which (?:\w+ )?(?:token|coin|memecoin|one)|where) should i (?:put|invest|throw|park|spend|ape)\b[^?!]{0,30}\b(?:in|into|on)\b(?!\s+(?:the|my|a|our)\s+(?:token'?s?\s+|coin'?s?\s+)?(?:description|name|ticker|bio|profile|form|field|box|links?|socials?|image|logo|website)\b)|\bshould i (?:put|invest|throw|park|sink|move|spend|bet)\b[^?.!]{0,25}(?:\b(?:savings|money|btc|bitcoin|sats|funds|paycheck|salary|rent|pension|stack)\b|\$\s?\d[\d,.]*k?|\b\d[\d,.]*\s?(?:k|usd|dollars|euros?|sats|btc)\b)[^?.!]{0,10}\b(?:in|into|on)\s+(?!odin\b|odin\.fun\b|the (?:site|platform|app)\b)\$?[a-z0-9]|\bwhat to (buy|sell|invest in|ape( into| in)?|grab)\b|\bape (in|into)\b|\bwhat will\b[^?]{0,40}\b(be worth|cost(?!\s+(?:(?:me|us|you)\s+)?(?:to|for)\b)|trade at|be priced|price be)\b|\b(worth|price|cost)\b[^?]{0,30}\b(next (week|month|year|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|tomorrow|in a (week|month|year)|by (the )?end of|at the end of (the |this )?(year|month|week)|this (year|month|week)|in 20\d\d)\b|\bwill (it|this|that|they|\$?[a-z0-9]+) be worth (more|less)\b|\bwhere will\b[^?]{0,30}\bprice\b|\bforecast\b|\b(trading|buy|sell|entry|exit) signals?\b|\bsignals? (for|on)\b|\b(best|good|better|most likely|highest) (chance|odds)\b[^?.!]{0,25}\b(pump\w*|moon\w*|rise|go up|explode|win|\d+x)\b|\b(good|right|best|bad|perfect) (time|moment|entry) to (buy|sell|ape|invest|enter|exit|get in)\b[^?.!]{0,20}\b(now|today|rn|it|this)\b|\b(is|isn't) (now|today|it) (a )?(good|right|the right|bad) (time|moment)\b|\b(going to|gonna|will (it|this|that|\$?[a-z0-9]+)) (go up|go down|rise|fall|pump|dump|moon|crash|recover|explode|go to zero)\b|\bprice targets?\b|\bwill be how much\b|\b(will|gonna|going to) (be|cost|trade at)\b[^?.!]{0,25}\b(in|by|at|for) (january|february|march|april|may|june|july|august|september|october|november|december|christmas|new year|summer|spring|autumn|fall|winter)\b|\bas an investment\b|\b(token|coin|memecoin)s? (that|which) will\b|\bprice (in|for|by) 20\d\d\b|\b(will|can|could|would)\b[^?.!]{0,30}\b(hit|reach|touch|break|get to|go to|flip|pass)\b[^?.!]{0,12}(\$\d|\d[\d,.]*\s?(k|m|mil|million|billion|bn|sats?|usd|dollars?|cents?|x)\b|\b(ath|new highs?|a dollar|zero)\b)|\b(by|before|until) (christmas|new year|next (week|month|year)|the end of (the )?(week|month|year)|20\d\d)\b[^?.!]{0,20}\?|\b(?:sell|buy|hold|jeet|dump|ape)\b[^.!]{0,40}\b(?:just )?(?:yes or no|y\/n)\b|\b(?:now|today|rn) (?:is )?(?:a |the )?(?:good|right|best|bad|perfect) (?:time|moment) to (?:buy|sell|ape|exit|get out|take profits?)\b|\bwhat will the price of\b[^?]{0,30}\bbe\b|\bpoint estimate\b|\bwhere will\b[^?.!]{0,30}\b(?:be|go|land|end up|trade)\b[^?.!]{0,20}\b(?:next|tomorrow|tonight|by|in a|this|end of)\b|\b(?:will|gonna|going to)\b[^?.!]{0,30}\b(?:above|below|over|under)\s+\$?\d[\d,.]*\s?(?:k|sats?|usd|dollars?|cents?)\b[^?.!]{0,20}\b(?:tomorrow|tonight|next|by|end of|this (?:week|month|year))\b|\b(?:gonna|going to)\s+(?:hit|reach|touch|break|get to|go to|flip|pass)\b[^?.!]{0,12}(?:\$\d|\d[\d,.]*\s?(?:k|m|mil|million|billion|bn|sats?|usd|dollars?|cents?|x)\b|\b(?:ath|new highs?|a dollar|zero)\b)|\b(?:by|before|until) xmas\b|\bjust (?:pick|choose) one\b|\bwhich one (?:do|should) i buy\b|\bwhich (?:one |token |coin )?(?:do|should|would|shall) (?:i|we|u) (?:buy|ape|pick|grab|choose|go (?:with|for)|get)\b(?! (?:it|them|tokens?|coins?) (?:on|from|with|at)\b)|\b(?:will|gonna|going to)\b[^?.!]{0,30}\b(?:hit|reach|touch|get to|go to)\s+\$?\d[\d,.]*\s*(?:k|m|sats?|usd|dollars?|cents?|x)?\s+(?:by|before|until|in|this|next|at the end|end of)\b|\b(?:give|tell) me (?:one |a |\d+ )?(?:token|coin|memecoin)s? to (?:buy|ape|invest in|hold|snipe)\b|\b(?:(?:sell|dump) or hold|hold or (?:sell|dump))\b(?=\s*(?:[?!.]|$|rn\b|now\b|tell me\b|yes or no\b))|\b(?:will|would|could|gonna|going to)\b[^?.!]{0,30}\b(?:outperform|outpace|overtake|outrun|do better than|perform better than)\b|\b(?:hold|keep)\b[^?.!]{0,25}\bor (?:dump|sell|swap|switch|rotate)\b[^?.!]{0,20}\b(?:for|into)\b|\bwhen(?:'s| is) the (?:best|right|perfect|ideal) (?:time|moment|day) to (?:buy|sell|ape|enter|exit|get in|get out)\b(?![^?.!]{0,20}\b(?:fees?|to (?:pay|avoid|save))\b)|\b(?:exact|best|ideal|perfect|good)\s+(?:entry|exit)\s+(?:price|point)s?\b|\b(?:entry|exit) (?:and|&|\/|or) (?:entry|exit) (?:points?|levels?|prices?)\b|\b(?:your|ur|best|good) (?:entry|exit) (?:points?|levels?)\b|\b(?:which|what)\s+(?:tokens?|coins?|memecoins?|ones?)\s+(?:i|we)\s+should\s+(?:buy|ape|invest|hold|pick|get|grab)\b|\bwill (?:go up|go down|pump|moon|crash|rise|fall|explode|dump)\b[^?.!]{0,25}\b(?:next (?:week|month|year)|tomorrow|soon|this (?:week|month|year))\b|\bprice (?:for|in|on|by|at) (?:january|february|march|april|may|june|july|august|september|october|november|december|christmas|xmas|new year)\b|\b(?:sell|buy|dump|exit|hold)\s+(?:it\s+)?(?:now|rn|today)\s+or\s+(?:i\s+)?(?:wait|hold|keep|sell)\b|\bbuy (?:the|this) dip\b|\bwill (?:the |this |that |my )?\$?[a-z0-9]+ (?:token|coin) (?:go up|go down|pump|moon|crash|rise|fall|explode|dump)\b|\bwill (?:my |the |this |that |it |\$?[a-z0-9]+ )?(?:token |coin )?(?:ascend|graduate|bond)\b[^?.!]{0,25}\b(?:by|before|this|next|tomorrow|tonight|soon)\b/i;

// Mentions that ask for no call: "why does ODAI say it's not financial advice", and whether any
// token (no named one) could go to zero, a risk every memecoin carries that the guides explain; a
// recommendation of a tool or setting ("which wallet do you recommend", "what slippage do you
// recommend"), a guarantee of how Odin works ("is my deposit guaranteed to arrive") and predicting
// when ascension comes are how-to questions, not picks. Whether ODAI's answers are (or should be
// taken as) financial advice asks what ODAI is. "What should I check before I ape in" asks how to
// check a token ("what should I look at", "a checklist"): the aping is when, not what is asked.
const NO_CALL =
  /\bbefore (?:i |we |you )?(?:ape|aping)(?: in(?:to)?)?\b(?:(?=[^?]*\b(?:check\w*|red flags?|warning signs?|tell|spot|avoid|look (?:at|for|out for)|watch|verify|research)\b)|(?<=\b(?:check\w*|red flags?|warning signs?|tell|spot|avoid|look (?:at|for|out for)|watch|verify|research)\b[^?]{0,80}))|\bnot (?:\w+ )?financial advice\b|\b(?:is|are|as)\b[^?.!]{0,40}\bfinancial advice\b[^?.!]{0,20}\?|\b(?:wallets?|settings?|slippage|tolerance|browsers?|apps?|extensions?)\b[^?.!]{0,30}\brecommend(?:ed)?\b|\brecommend(?:ed)?\b[^?.!]{0,15}\b(?:wallets?|settings?|slippage|tolerance|browsers?|apps?|extensions?)\b|\b(?:deposits?|withdrawals?|transfers?|fees?|transactions?)\s+(?:(?:is|are|always)\s+)?guaranteed\b|\bguaranteed to (?:arrive|stay|go through|be credited|show up|work|land)\b|\bpredict (?:when|whether|if) [^?.!]{0,30}\b(?:ascend|graduat|bond|etch)\w*|\b(?:price of )?(?:a|any|an odin|every|my|these|odin) (?:token|coin|memecoin)s?(?:'s)?(?: price)? (?:\w+ ){0,2}(?:go|goes|going|drop|fall|crash)(?: all the way)? to zero\b/gi;

/** Buy/sell recommendations or predictions: decline and explain how to evaluate a token. */
const tokenAdvice = defineGuard({
  name: 'advice_request',
  pattern: ADVICE,
  ignore: NO_CALL,
  lines: [
    "I can't tell you what to buy or sell, and nobody can reliably predict which token will rise: this is educational information, **not financial advice**. Here is how to evaluate a token yourself:",
    '',
    '- Identify it by its **token id**, not its name, so you are not buying a copycat.',
    '- Check whether it has ascended, its holder count and how concentrated holdings are.',
    '- Look at its liquidity score and the price impact your trade would have.',
    '- Read volatility and 24h change as risk signals, not predictions.',
    '- Check who is behind it and whether its links and X account are genuine.',
    '- Only risk money you can afford to lose entirely, and do your own research (DYOR).',
  ],
  sources: [
    'trading-strategies#how-to-evaluate-a-token',
    'trading-strategies#managing-risk',
    'about-odai#educational-only',
  ],
});

// "Will bitcoin hit 150k": a forecast of bitcoin itself, not of an Odin token. The checklist for
// judging a token answers nothing asked; a short decline and what ODAI can do instead does.
const BITCOIN_ITSELF =
  /\b(?:will|would|could|can|is|are|gonna|going to)\s+(?:the\s+)?(?:bitcoin|btc)(?:'s)?\s+(?:price\s+)?(?:(?:going to|gonna|ever)\s+)?(?:hit|reach|go up|go down|going up|going down|break|pass|touch|crash|dump|pump|moon|rise|fall|drop|recover|be worth)\b|\b(?:bitcoin|btc)(?:'s)?\s+(?:price\s+)?(?:prediction|forecast|target)s?\b|\bpredict\w*\s+(?:the\s+)?(?:price of\s+)?(?:bitcoin|btc)\b|\bwhere (?:is|will) (?:bitcoin|btc)(?:'s price)? (?:go|head|be)\w*\b|\bwhat(?:'s|s| is)?\s+(?:bitcoin|btc)\s+(?:gonna|going to)\s+do\b/i;

const BITCOIN_FORECAST_LINES = [
  "Nobody can reliably predict bitcoin's price, and ODAI doesn't try: it's an educational guide to Odin.fun, **not financial advice**.",
  '',
  'What I can do: explain how BTC moves in and out of Odin, what trading costs, or show the figures of the tokens ODAI tracks.',
];

export const adviceRequest: Guardrail = {
  name: tokenAdvice.name,
  matches: (question) => tokenAdvice.matches(question) || BITCOIN_ITSELF.test(question),
  reply: (kb, question) =>
    BITCOIN_ITSELF.test(question)
      ? {
          markdown: BITCOIN_FORECAST_LINES.join('\n'),
          sources: guideSources(kb, ['about-odai#educational-only']),
        }
      : tokenAdvice.reply(kb, question),
};
