import { defineGuard } from './guardrail.js';

// Questions about the visitor's own account: ODAI sees no wallet or Odin balance, so any figure
// would be invented, and retrieval would otherwise answer with a loosely related guide (custody).
// How-to questions about one's deposits ("my deposit has not arrived", "it doesnt show in my
// balance") are not matched: the
// deposit guides answer those; asking ODAI to look up where one's own withdrawal stands is, or
// to check one's account ("can u check if my deposit went thru", "can you look up my account"),
// or whether one's own trade went through ("did my buy go through?").
const OWN_ACCOUNT =
  /\b(what('s| is| are)|whats|wats|(?<!\b(?:not|doesnt|doesn't|does not|didnt|didn't|isnt|isn't|wont|won't|never|still not) )show( me)?|check|how much is|tell me)\b[^.?!]{0,20}\bmy (current )?(wallet |odin |account |btc |total )?(balance|portfolio|holdings|positions?|pnl|p&l|profits?|losses|trade history|transaction history|net worth)\b|\bhow (much|many) (btc|sats|bitcoin|money|tokens|coins) (do i|have i) (have|own|hold|got|made|lost)\b|\bhow (much|many) (btc|sats|bitcoin|money|tokens|coins) (is|are|do i have) in my\b|\bhow much (?:profit|money|btc|sats|pnl|p&l|gains?|loss) (?:did|have|has) (?:i|my (?:account|wallet|portfolio|trades?|bags?))\b[^?.!]{0,10}\b(?:make|made|earn|earned|lose|lost|gain|gained)\b|^\W*(?:(?:show|check|see|get)\s+)?my (?:current |odin |wallet |account |total )*(?:balance|portfolio|holdings|pnl|p&l|positions)\b(?:\s+(?:pls|please|plz|now|rn))*\W*$|\bmy (?:withdrawal|deposit|transaction|transfer|order)\b[^?]{0,80}\b(?:can|could|would) you (?:tell me|check|look (?:up|at|into)|see|find)\b[^.?!]{0,12}\b(?:its|the|my) (?:current |exact |actual |live )?status\b|\b(?:did|has) my\b[^?.!]{0,30}\b(?:deposit|withdrawal|transfer|buy|sell|sale|trade|order|swap|purchase)\b[^?.!]{0,40}\b(?:land|landed|arrive|arrived|go through|gone through|show up|shown up|come through|clear|cleared|get credited|been credited)\b(?:[^?.!]{0,30}\b(?:yet|already|in my account)\b|\s*\?)|\b(?:can|could|would) (?:you|u) (?:please |pls )?(?:check|look up|look at|look into|pull up|find)\b[^.?!]{0,25}\b(?:my (?:account|balance|wallet|transactions?)\b|if my\b[^.?!]{0,30}\b(?:went (?:thru|through)|arrived|landed|cleared|came through|got credited)\b)/i;

// "how much btc is in the wallet of the odin founder", "the dev's wallet balance": someone else's
// balance, which ODAI cannot see either. A token's "dev holdings" (its creator's share) are a
// figure Odin shows, not this.
const SOMEONES_WALLET =
  /\bhow (?:much|many) (?:btc|sats|bitcoin|money|tokens|coins)\b[^?.!]{0,20}\bin (?:the |his |her |their )?(?:wallet|account)s? of\b|\b(?:founder|ceo|dev|developer|team|whale|creator|owner|someone|somebody)'?s? (?:wallet (?:balance|holdings)|balance|net worth)\b/i;

/** The visitor's own balance, holdings or history: ODAI cannot see them; say where to look. */
export const personalAccount = defineGuard({
  name: 'personal_account',
  pattern: new RegExp(`${OWN_ACCOUNT.source}|${SOMEONES_WALLET.source}`, 'i'),
  lines: [
    "I don't track anyone's account, so I have no reliable answer about your own balance, holdings or trades: ODAI has no access to wallets or Odin accounts.",
    '',
    'Sign in on the real odin.fun site to see them there. Never share a seed phrase, key or session with anyone offering to look for you.',
  ],
  sources: ['about-odai#no-keys-ever', 'about-odai#how-the-assistant-answers'],
});
