import { guideSources } from '../knowledge-base/guide-source.js';
import type { Guardrail } from './guardrail.js';

// Scam patterns visitors describe. Checked before retrieval and live data: the deposits guide's
// "send a small test amount first" or a shilled token's figures would read as an endorsement.
// Each pattern needs a second party or a link, so "how do I connect my wallet?" stays a guide question.
const PARTY =
  '(someone|somebody|a guy|guy|dude|a man|a woman|a lady|a person|person|stranger|he|she|they|admin|mod|moderator|support|trader|dev|account|bot|user|influencer|group|channel|whale)';
const PATTERNS: { kind: ScamKind; re: RegExp }[] = [
  {
    kind: 'doubling',
    re: /(?<!\b(?:price|prices|value|cap|mcap|bag|bags|portfolio|position)\s+)\b(doubl(e|es|ed|ing)|tripl(e|es|ed|ing)|multiply)\b(?![- ]?check)[^.?!]{0,60}\b(btc|sats?|bitcoin|money|funds|crypto|coins?|deposit|investment)\b|\b(doubl\w*|tripl\w*)\b[^.?!]{0,30}\b(my|your|ur)\s+(runes?|tokens?|coins?)\b[^?!]{0,60}\b(transfer|send|give|deposit)\w*|\bsend(ing)? (me|him|her|them|us)\b[^.?!]{0,60}\b(back|double|twice)\b|\bsend\b[^.?!]{0,50}\b(get|receive|earn)\b[^.?!]{0,12}\d[\d,]*[^.?!]{0,20}\bback\b|\bsend\s+\d[^?!]{0,50}\b(?:get|receive)s? (?:it )?back\s+(?:\d|double|twice|2x)|\b(he|she|they|someone|somebody)('ll| will)? (sends?|gives?|pays?|returns?)\b[^.?!]{0,30}\bback\b|\breturns? (double|twice|2x|3x)\b|\bsend\s+\d[\d,]*\s*(?:btc|sats?|bitcoin|ckbtc)?\s*(?:and\s+|,\s*|then\s+)?(?:get|receive)\s+\d|\bgiveaway\b(?![^?]{0,80}\b(?:sign|signing|connect|log ?in|login|approve)\b)|\bsend(ing)?\b[^.?!]{0,80}\b(sends?|send you|gives?|pays?|returns?)\b[^.?!]{0,10}\bback\b|\bsend\b[^.?!]{0,60}\b(will|'ll|to) (doubl|tripl|multipl)\w*|\bsend\w*\b[^.?!]{0,80}\b(?:it|they|them|that|funds|btc|bitcoin|money)\s+(?:gets?|getting|will be|'ll be|is|are|be)\s+(?:doubled|tripled|multiplied)\b|\bif (i|you|u|we) send\b[^?!]{0,60}\b(he|she|they|someone|it)('ll| will| would)? (returns?|sends?|gives?|pays?)\b[^.?!]{0,12}\d/i,
  },
  {
    kind: 'send-first',
    // "send … first", a prize that costs a fee to claim ("I won 0.5 BTC and need to pay a fee"), or
    // help that costs a payment ("he can get my stuck withdrawal out if I send him 0.01 BTC", "he
    // can recover it, provided I pay him a small fee up front"), or a
    // fee to release funds ("pay a 0.002 btc release fee to unlock it"; a withdrawal fee is no scam),
    // or a deal where the visitor pays first and the other side delivers after ("send the BTC first
    // and he'll send the tokens"), or a payment to unfreeze an account ("my account is frozen and i
    // have to deposit 0.005 btc to his address to unlock it"), or recovery paid in advance ("a
    // recovery guy wants 10% of what he gets back, upfront").
    re: new RegExp(
      `\\b(account|wallet|funds?|balance)\\b[^.?!]{0,30}\\b(frozen|locked|suspended|blocked|on hold|restricted)\\b[^?!]{0,40}\\b(deposit|send|pay|transfer)\\b[^?!]{0,60}\\bto (unlock|unfreeze|release|reactivate|activate|restore)\\b|\\b${PARTY}\\b[^.?!]{0,80}\\bsend\\b[^.?!]{0,40}\\bfirst\\b|\\b(won|win|winner|prize|reward|owed|refund|unclaimed)\\b[^.?!]{0,50}\\b(pay|send)\\b[^.?!]{0,25}\\b(fee|tax|deposit|first|gas)\\b|(?<!\\b(?:i|we|u)\\s)\\b(can|will|could|'ll|offers? to|offering to)\\s+(fix|unlock|unstick|release|recover|get)\\b[^.?!]{0,50}\\bif (i|you|u) ((first|just) )?(send|pay|transfer)\\b|\\b(says?|said|told me|promis\\w*)\\b[^.?!]{0,30}\\b(get|receive|claim)\\b[^.?!]{0,20}\\bfree\\b[^.?!]{0,40}\\bif (i|you|u) ((first|just) )?(send|pay|transfer|deposit)\\b|\\b(can|will|could) (help (me |you |us )?)?(recover|get back|retrieve|restore)\\b[^.?!]{0,60}\\b(pay|fee|send|deposit)\\b|\\b(pay|send)\\b[^.?!]{0,40}\\b(fee|tax)\\b[^.?!]{0,20}\\bto (unlock|release|unfreeze|withdraw|recover|activate|verify)\\b|\\b(recover\\w*|gets? (it|them|my \\w+) back)\\b[^?!]{0,60}\\b(upfront|up front|up-front|in advance)\\b|\\b(release|unlock|unfreeze|unfreezing|activation|verification|unlocking) fee\\b|\\b(deposit|pay|send|transfer)\\b[^.?!]{0,40}\\bto (activate|unlock|enable|release|unfreeze)\\s+(?:your |my |the )?(withdrawals?|account|funds|balance|wallet)\\b|\\b(send|pay|transfer)\\b[^.?!]{0,30}\\bfirst\\b[^.?!]{0,40}\\b(he|she|they|seller|buyer)('ll| will| would)? (send|give|transfer|release|deliver)\\b`,
      'i',
    ),
  },
  {
    kind: 'support-dm',
    re: /\b(support|admin|moderator|mod|odin team|staff|help ?desk|agent)\b[^.?!]{0,60}\b(dm(ed|'d|s)?|messag(e|ed|es)|contacted|reached out|telegram|discord|whatsapp|e-?mailed|e-?mails? me|sms|texted|called)\b|\b(asking|asked|asks|wants?|told) me to (verify|validate|confirm|unlock|sync|restore|re-?activate)\b[^.?!]{0,20}\b(account|wallet|identity|funds)\b|\b(dm(ed|'d)?|messaged|contacted|reached out)\b[^.?!]{0,40}\b(support|admin|moderator|mod)\b|\b(claiming|claims|pretending|says|said)( to be|,? (he|she|they)('s| is| are))\b[^.?!]{0,40}\b(dev|developer|team|admin|support|founder|mod|official|staff)\b[^?!]{0,60}\b(send|pay|deposit|transfer|wallet|seed|keys?)\b|\b(support|admin|moderator|mod)\b[^.?!]{0,60}\b(asks?|asking|wants?|needs?)\b[^.?!]{0,30}\b(send|pay|wallet|words|address)\b/i,
  },
  {
    // "Odin support wants to screen-share while I open my wallet": remote access is how they take it.
    kind: 'support-dm',
    re: /\b(support|admin|moderator|mod|staff|agent|odin team|helper)\b[^?!]{0,80}\b(screen[- ]?shar\w*|remote (access|control|desktop|session)|anydesk|teamviewer)\b|\b(screen[- ]?shar\w*|remote (access|control)|anydesk|teamviewer)\b[^?!]{0,60}\b(wallet|withdraw\w*|seed|account|funds)\b/i,
  },
  {
    // "odinfun-app.xyz looks exactly like Odin and wants me to sign a login message": a lookalike site.
    kind: 'link',
    re: /\b(looks? (exactly |just )?like|copy of|clone of|look-?alike|fake)\b[^?!]{0,60}\b(odin|the (real|official) site)\b[^?!]{0,60}\b(sign|connect|log ?in|enter|approve)\b|\bodin[\w-]*\.(?!fun\b)(xyz|app|io|net|site|online|live|top|co|org|cc|vip|pro)\b[^?!]{0,80}\b(sign|connect|log ?in|enter|approve|verify)\b/i,
  },
  {
    kind: 'link',
    re: /\b(support|admin|help|official|recovery|verification) (link|site|page|form|url)\b[^?!]{0,60}\b(log ?in|sign ?in|connect|verify|enter|type)\b|\b(verify|validate|sync|unlock|restore|rectify|connect)\b[^.?!]{0,30}\bwallet\b[^?!]{0,60}\b(link|url|dm|message|sent me|https?|www|\w+\.(xyz|io|app|net|site|online|live|com))\b|\b(link|url|dm|message|sent me)\b[^?!]{0,60}\b(verify|validate|sync|unlock|connect)\b[^.?!]{0,30}\bwallet\b|\b(verify|validate|sync|unlock|restore|rectify)\b[^.?!]{0,30}\bwallet\b[^?!]{0,60}\b(site|website|page|domain)\b|\bwallet\b[^.?!]{0,40}\b(verify|validate|sync)\b[^?!]{0,40}\b(site|website|link|page)\b|\b(link|site|website|page|url|dm|someone|somebody|a guy|they|sent me|sign|connect)\b[^?!]{0,60}\bclaim\b[^.?!]{0,30}\b(airdrops?|rewards?|prizes?|free)\b|\bclaim\b[^.?!]{0,30}\b(airdrops?|rewards?|prizes?|free)\b[^?!]{0,60}\b(link|site|url|dm|sign|connect)\b|\b(airdrops?|rewards?|prizes?|giveaways?)\b[^.?!]{0,20}\bclaim\b[^?!]{0,30}\b(link|site|url|dm)\b|\b(won|win|winner|eligible|selected|qualif(y|ies|ied))\b[^.?!]{0,40}\b(airdrop|giveaway|prize|reward)s?\b|\b(airdrop|reward|prize)s?\b[^?!]{0,80}\b[a-z0-9-]+\.(xyz|io|app|net|site|online|live|com|fun)\b|\b(sign|connect|verify)\b[^?!]{0,30}\b(at|on|via)\s+(?!odin\.fun\b)[a-z0-9-]+\.(xyz|io|app|net|site|online|live|com|fun)\b|(?<!\b(?:not on|not|avoid|avoiding|spot|recogni[sz]e|detect|tell|check for|from|end up on|ending up on|land on|landing on|worried about|scared of|afraid of|wary of|fall for|falling for) (?:a|the|any|an|some|those) )\b(fake|phishing) (link|site)\b|\bwallet\b[^.?!]{0,30}\b(is |was |got )?(flagged|compromised|suspended|blacklisted|frozen)\b[^?!]{0,60}\b(site|link|page|url|re-?sync|sync|verify|connect)\b|\bre-?sync\b[^?!]{0,40}\b(wallet|site|link)\b|\b(airdrop|giveaway|prize)s?\b[^?!]{0,60}\b(sign|approve|connect)\b|\b(said|says|told|tweet\w*|post(ed|s)?|dm\w*|messag\w*|site|website|someone|somebody|they|account|announc\w*)\b[^?!]{0,40}\b(giv(e|es|ing) ?away|free)\b[^.?!]{0,30}\b(btc|bitcoin|crypto|tokens?|sats|money|coins)\b[^?!]{0,60}\b(connect|sign|verify|claim|link)\b|\b(e-?mail|sms|text|message|dm|pop-?up)\b[^.?!]{0,40}\b(account|wallet|funds?)\b[^.?!]{0,30}\b(suspended|locked|frozen|compromised|disabled|restricted|on hold)\b[^?!]{0,60}\b(click|link|restore|verify|unlock|log ?in|sign ?in)\b/i,
  },
  {
    // Placement sold upfront (a trending spot, King of the hill, the homepage, a "paid listing",
    // "guaranteed ascension", volume bots, a KOL's call): someone asks to be paid for what only
    // buyers decide. Matched in promotionOffer() below: the thing promised and a payment to someone.
    kind: 'paid-promotion',
    re: /(?!)/,
  },
  {
    kind: 'shill',
    // A presale, whitelist or early access paid by sending BTC to someone is a token pushed too.
    re: /\b(presale|pre-sale|whitelist|early access|private sale|ico)\b[^?!]{0,60}\b(send|pay|transfer|deposit)\b|\b(told|asked|asks|wants|dm\w*|messag\w*|push\w*)\b[^?!]{0,20}\bme to (send|pay|transfer)\b[^?!]{0,60}\b(presale|pre-sale|whitelist|private sale)\b|\b(send|pay|transfer)\b[^?!]{0,40}\bto (join|get in|participate|get (a |an |the )?(spot|allocation|whitelist))\b|\b(send|pay|transfer)\b[^.?!]{0,30}\b(presale|pre-sale|whitelist|private sale) (address|wallet|addy)\b|(?<!\b(?:you|u|odai|ur|your|this bot|the bot|whoever|who|not what|tweets?|threads?|posts?)\b[^.?!]{0,30})(?<!\bodin(?:\.fun| fun)?\s+(?:(?:being|getting|was|is|got)\s+)?)\bshill(s|ed|ing)?\b(?![^.?!]{0,40}\b(?:coins?|tokens?|memecoins?) (?:from|on) (?:there|odin|it|that site|the site)\b)(?!\s+(?:about\s+)?odin(?:\.fun)?\b)|\b(dm(ed|'d|s|d)?|private messages?|messaged me|inbox|telegram|tg|discord)\b[^.?!]{0,60}\b(push(ing|es|ed)?|promot\w*|buy|pump(?!\.?\s?fun)|explode|moon|gem|told me to)\b|\b(push(ing|es|ed)?|promot\w*)\b[^.?!]{0,60}\b(dm(ed|'d|s)?|private messages?)\b/i,
  },
  {
    kind: 'urgency',
    // "only 50 spots left, pay now to whitelist": scarcity with a payment.
    re: /\b(?:only|just) \d+ (?:spots?|slots?|places?|seats?|mins?|minutes?) (?:left|remaining)\b[^?!]{0,60}\b(?:pay|send|deposit|transfer)\b|\b(?:pay|send|deposit|transfer)\b[^?!]{0,60}\b(?:only|just) \d+ (?:spots?|slots?|places?|seats?) (?:left|remaining)\b|\b(account|wallet|funds?|balance)\b[^.?!]{0,20}\b(will be|gets?|is going to be)\s+(closed|frozen|locked|suspended|deleted|banned|lost)\b[^.?!]{0,40}\b(unless|if (i|you) (don'?t|do not)|pay|send|verify)\b|\b(within|in) \d+ ?(minutes?|mins?|hours?|h)\b[^.?!]{0,30}\bor\b[^.?!]{0,20}\b(lose|lost|losing|frozen|locked|closed|deleted|gone|banned|suspended)\b|\b(\d+ ?(minutes?|mins?|hours?) to|(?:right now|immediately) or (?:else|lose|lost|it'?s gone|(?:my|your|the) (?:account|wallet|funds?|balance))|or (my|your|the) (account|wallet|funds?|balance) (will be|will get|gets?|is) (frozen|locked|suspended|closed|deleted|lost))\b/i,
  },
  {
    kind: 'guaranteed',
    re: /(?<!\b(?:i'?m|i am|am i|will i|are we|we'?re|is it|it'?s)\s)\bguarantee(d|s)?\b(?:[^.?!]{0,40}\b(returns?|profits?|gains?|\d+x|income)\b|[^.?!]{0,20}\b\d+(\.\d+)?\s?%\s*(a|per|each|every)\s*(day|week|month)\b)|\bpromis(e|es|ed|ing)\b[^.?!]{0,30}(\b\d+ ?x\b|\b(returns?|profits?|double|triple|gains?|income)\b)|\b(risk[- ]free|no[- ]risk)\b[^.?!]{0,30}\b(profits?|returns?|gains?)\b|\brecover(y)? (service|expert|agent)s?\b|\b\d+ ?x\b[^.?!]{0,20}\bguarantee(d)?\b|\b(can|will|could) (recover|get back|retrieve)\b[^.?!]{0,30}\b(btc|funds|crypto|coins|wallet|money|bitcoin)\b|\b(account|fund|portfolio) manager\b[^?]{0,120}\b(send|give|access|deposit|transfer)\b|\b(?:says|said|claims?|claimed|promis\w*|swears?|swore)\b[^.?!]{0,30}\b(?:certain|bound|guaranteed) to (?:rise|pump|moon|go up|explode|double|triple|10x|\d+x|(?:rise |go up )?(?:tenfold|ten-fold|hundredfold))\b|\b(?:messag\w*|dm(?:ed|'d|s|ing)?|texted|texting|contacted) me\b[^.?!]{0,20}\bto buy\b[^.?!]{0,60}(?:\$[a-z]|\b(?:token|coin|memecoin|presale|\d+x\w*)\b)|\b(?:messag\w*|dm(?:ed|'d|s|ing)?|texted|texting|contacted) me\b[^.?!]{0,20}\b(?:recommend\w*|shill\w*|push\w*|promot\w*|hyp\w*)\b[^.?!]{0,30}\b(?:token|coin|memecoin|presale)s?\b/i,
  },
];

type ScamKind =
  | 'doubling'
  | 'send-first'
  | 'support-dm'
  | 'link'
  | 'shill'
  | 'paid-promotion'
  | 'urgency'
  | 'guaranteed';

// What is promised: a ranking spot, a feature, a listing, volume, a call, or ascension guaranteed.
const PROMOTION =
  /\b(trending|trend|top spot|top of the (list|page|board|dashboard)|front ?page|home ?page|featured(?! (?:card|badge|tab|section|list|row|tag|label|box|tokens?|coins?)\b)|feature (my|your|our|the)|king of the hill|koth|volume bots?|vol bots?|fake volume|wash trad\w*|kols?|influencers?|call(s|ed|ing)? (my|your|our|the) (coin|token)|paid (listing|promo\w*|placement|spot|calls?|shill\w*)|(listing|listed) on (the )?(odin |odai )?(dashboard|homepage|front ?page|site)|promot\w* (my|your|our|the) (coin|token)|pump (my|your|our|the) (coin|token))\b|\bguarantee\w*\b[^.?!]{0,40}\b(ascen\w*|graduat\w*|bond\w*|trend\w*|moon\w*|pump\w*|spot|placement|listing|top)\b|\b(ascen\w*|graduat\w*|trending|top spot|placement|listing)\b[^.?!]{0,30}\bguarantee\w*/i;
// A payment asked for: an amount, "upfront", "pay him / pay first", "pay for volume bots".
const PAYMENT =
  /\b\d[\d,]*\s?k?\s?(btc|sats?|bitcoin|ckbtc|usd|dollars|\$)\b|\$\s?\d|\b(upfront|up front|up-front|in advance)\b|\b(pay|send|transfer)\b[^.?!]{0,15}\b(him|her|them|first|upfront|a fee|the fee|their fee)\b|\b(pay|paying|paid)\s+(for|to get|to have|someone|a guy|a kol|an influencer)\b|\bpaid (listing|promo\w*|placement|spot|calls?|shill\w*)\b/i;
// Someone offering it (or the visitor weighing buying it).
const OFFERED =
  /\b(someone|somebody|a guy|guy|dude|person|stranger|he|she|they|his|admin|mod|dev|account|bot|influencer|kol|promoter|marketer|agency|service|group|channel|offer\w*|sell\w*|charg\w*|wants?|asks?|asking|says?|said|dm\w*|legit|worth it|should i)\b/i;

/** "A guy offers to get my coin to king of the hill for 0.05 btc": placement sold upfront. */
function promotionOffer(text: string): boolean {
  return PROMOTION.test(text) && PAYMENT.test(text) && OFFERED.test(text);
}

// The warning comes first, in words that fit what was described.
const LEAD: Record<ScamKind, string> = {
  doubling:
    '**This is a scam: never send crypto first.** Nobody doubles BTC you send them; whatever you send is gone.',
  'send-first':
    '**This is a scam: never send crypto first** to someone who promises to return more or to fix something for you.',
  'support-dm':
    '**This is a scam.** Real Odin support never DMs you first, and nobody legitimate asks for your seed phrase, keys or a payment to "fix" your account.',
  link: "**This is a scam (phishing).** Don't click it, connect your wallet or sign anything on that site.",
  shill:
    '**Be careful: a token pushed at you in DMs is a classic scam pattern** (pump-and-dump, copycat token or fake "insider" tip). I won\'t treat it as a tip.',
  'paid-promotion':
    '**This is a scam pattern: paid "guaranteed" placement asked for upfront** (a trending spot, King of the hill, a listing, volume bots or a paid call). Nobody can sell where a token ranks or when it ascends: buyers decide that, and BTC you pay first does not come back.',
  urgency:
    '**This is a scam.** Pressure to act within minutes or lose your account is how scammers stop you from checking.',
  guaranteed:
    '**This is a scam sign: nobody can guarantee returns.** Promised profits are how people are talked into sending funds.',
};

export const WHAT_TO_DO = [
  '- Never send funds first, click the link or sign a message for a stranger; block and report the account.',
  '- Real support never DMs you first. Use only the real odin.fun site (typed or bookmarked) and identify tokens by their token id.',
  '- Never share your seed phrase or keys. If you already did, or signed on a fake site, move your funds to a new wallet now.',
];

// "A site that looks exactly like odin asks me to sign a message: how can I tell if it's safe?"
const CHECK_THE_DOMAIN =
  "- How to tell: a copy can look exactly like Odin, so read the domain, in the address bar and inside the message you're asked to sign: it must be odin.fun exactly. Any other domain is a fake, however real the page looks.";

// "Are you being paid to shill it?": a question about ODAI itself, not a token pushed in DMs.
const SHILL_BY_ODAI = /\b(?:are|r|is) (?:you|u|odai|this (?:bot|site))\b[^.?!]{0,30}\bshill/i;

export function scamKind(question: string): ScamKind | null {
  // "0.1 BTC" must not end a sentence for the patterns' [^.?!] spans.
  const text = question.replace(/(\d)\.(\d)/g, '$1,$2').replace(SHILL_BY_ODAI, ' ');
  return (
    PATTERNS.find((p) => (p.kind === 'paid-promotion' ? promotionOffer(text) : p.re.test(text)))?.kind ?? null
  );
}

/** A described scam (doubling offer, "support" DM, phishing link, shilling, urgency): warn first. */
export const scamPattern: Guardrail = {
  name: 'scam_warning',
  matches: (question) => scamKind(question) !== null,
  reply(kb, question) {
    const kind = scamKind(question) ?? 'doubling';
    return {
      markdown: [
        LEAD[kind],
        '',
        'What to do:',
        ...(kind === 'link' ? [CHECK_THE_DOMAIN] : []),
        ...WHAT_TO_DO,
      ].join('\n'),
      sources: guideSources(kb, [
        'security#common-memecoin-scams',
        'security#phishing-and-fake-sites',
        'security#never-share-your-seed-phrase-or-keys',
      ]),
    };
  },
};
