/**
 * Questions no guide can answer whatever their words match: someone's own account, tax and law,
 * BTC's own price, plans and dates nobody has announced. The coverage decision declines them.
 */
// ODAI cannot see anyone's account: "what is my balance" has no answer in the guides.
// Tax, law, regulation and who may use Odin where differ by country and person, and BTC's own price is not Odin data:
// the guides only say they are not such advice, which answers nothing. A savings account is a bank's
// product the guides never describe ("keep my savings on this site" is about safety, and stays).
const NOT_IN_GUIDES =
  /\bsavings? accounts?\b|\b(tax|taxes|taxed|legal|illegal|lawyer|irs|hmrc|regulat\w*|licen[cs]ed?|jurisdiction|banned in|vpn|geo-?block\w*|restricted countr\w*)\b|\b(?:which|what) countr\w* (?:are|is|can'?t|cannot|can not|aren'?t|can)\b[^?.!]{0,30}\b(?:blocked|banned|restricted|allowed|excluded|supported|use|access)\b|\b(?:available|allowed|accessible|blocked|banned|restricted|use (?:it|odin)) (?:in|for|from|to) (?:my country|which countr\w*|what countr\w*|(?:the )?(?:us|usa|uk|eu|united states|canada|china|india|russia))\b|\b(?:the )?price of (?:one )?(?:bitcoin|btc)\s*(?:right now|today|now)?\s*[?.!]*$|\b(?:bitcoin|btc)(?:'s)? (?:price|block height)\b|\b(?:price of (?:one )?(?:bitcoin|btc)|(?:bitcoin|btc) (?:was|traded|cost)) (?:on|in|at|back in|during|around) (?:\w+ )?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|the (?:last|20))|\bblock height\b/i;
// Who is behind a wallet or address: nobody publishes it ("who is the real person behind the whale wallet").
const WALLET_OWNER =
  /\bwho (?:is|'s|are) (?:the )?(?:real )?(?:person|people|guy|owner|human)s? (?:behind|of|that owns) (?:the |a |that |this )?(?:biggest |largest |top |main )?(?:whale|wallet|address|account)s?\b|\bwhose (?:wallet|address) is\b|\bwho (?:is|'s|are) (?:the )?(?:wallet|address|account|holder|whale)s? (?:holding|that holds?|with) (?:the )?most\b|\bwho (?:is|'s) (?:the )?(?:biggest|largest|top|main|number one) (?:holder|wallet|whale)\b/i;
const PERSONAL =
  // A lost wallet, phone or device: recovering access is the wallet maker's business, and no guide
  // covers it ("what happens if i lose my wallet" is not about losing money on a trade).
  /\b(?:lose|lost|losing|misplaced?|broke|broken) (?:my |the |your |our )?(?:wallet|phone|device|laptop|computer|ledger|hardware wallet|wallet app)\b|\b(what(?:'s|s| is| are)|show|how much is) (?:in )?my (?:wallet )?(balance|portfolio|holdings|pnl|profits?|losses)\b/i;
// "My balance says 0": the visitor's account, which ODAI cannot see; but after "sent btc to my
// deposit address, 2 confs", the zero is a deposit still waiting, which the deposit guide answers.
const BALANCE_WRONG =
  /\bmy (?:odin )?(?:balance|account|portfolio|holdings)\b[^.?!]{0,20}\b(?:showing|shows?|says?|reads?|is|at)\s+(?:0|zero|empty|wrong|negative|missing|gone|lower|less)\b/i;
const DEPOSIT_STORY = /\b(?:deposit\w*|sent|transferred|confirmations?|confs?|mempool)\b/i;
// The guides describe what is; plans and future events are nobody's reliable answer ("is odin going
// to refund…"), though "is odin going to charge me…" asks how things work now.
// Airdrop and listing dates are announcements nobody can read from the guides either.
const FUTURE =
  /\b(next (week|month|year)|next ((odin|platform|security) )*(update|release|version|upgrade|feature|audit)s?|tomorrow|upcoming|roadmap|in 20(2[7-9]|[3-9]\d))\b|\b(is|are|will) (odin|they|the team|toniq|the devs?) (ever )?(going to|gonna|planning to|plan to) (refund|compensate|reimburse|pay back|add|launch|release|introduce|list|build|bring)\b|\b(wen|when)\b[^?]{0,30}\b(airdrop|snapshot|listing|listed)\b|\b(airdrop|snapshot)\b[^?]{0,20}\b(date|when|wen)\b|\b(?:exact|specific|precise) (?:day|date|time|hour|minute|second|moment)\b[^?.!]{0,40}\bwill\b|\bwill\b[^?.!]{0,40}\b(?:exact|specific|precise) (?:day|date|time|hour|minute)\b|\bnext (?:token|coin) (?:to |will |is going to )?(?:ascend|graduat|bond|migrat)\w*/i;

// Odin's own future beyond those words: what it will change or add, and when ("when will odin lower
// its fees", "will odin ever add limit orders", "is odin planning to raise the fee", "will fees go
// down soon"). "Is odin going to charge me a fee" and "will i pay a fee" ask how things work now.
const WHO = String.raw`(?:odin(?:\.fun)?|they|the team|toniq(?: labs)?|the devs?|the developers|the platform|the site)`;
const CHANGE = '(?:lower|raise|reduce|cut|change|increase|decrease|drop|remove|scrap|adjust)';
const NEW =
  '(?:add|launch|release|introduce|support|bring|build|offer|have|get|open|enable|list|ship|roll out|implement|integrate|allow|make)';
const RULES = '(?:fees?|minimums?|limits?|supply|rules?|threshold|rebate)';
const ODIN_FUTURE = new RegExp(
  [
    String.raw`\b(?:will|would) ${WHO} (?:ever |someday |eventually |one day )?${CHANGE}\b`,
    String.raw`\bwhen (?:will|is|are) ${WHO} (?:going to |gonna |planning to )?(?:${CHANGE}|${NEW})\b`,
    String.raw`\b(?:will|would) ${WHO} ever ${NEW}\b`,
    // "When is odin launching on solana", "is odin coming to ethereum": the present for a plan.
    String.raw`\bwhen (?:is|are) ${WHO} (?:adding|launching|releasing|introducing|supporting|bringing|building|offering|opening|enabling|listing|shipping|rolling out|implementing|integrating|allowing|lowering|raising|reducing|cutting|changing|increasing|decreasing|dropping|removing|coming (?:to|on)|expanding|moving)\b`,
    String.raw`\b(?:is|are|will) ${WHO} (?:ever )?(?:coming|come|launching|launch|expanding|expand|moving|move|going) (?:to|on|onto) (?:solana|ethereum|eth|base|arbitrum|polygon|bnb|bsc|tron|ton|sui|avalanche|other chains|another chain|more chains)\b`,
    String.raw`\b(?:is|are) ${WHO} (?:going to|gonna) ${CHANGE}\b`,
    String.raw`\b(?:is|are) ${WHO} (?:planning|intending|considering|thinking (?:of|about)|working on)\b`,
    // "Is the business going to be around?", "will odin survive": its future as a business.
    String.raw`\b(?:is|will) (?:${WHO}|the (?:business|company)|it) (?:going to |gonna )?(?:be around|still be around|survive|last|still exist|die|shut down|close down|go bust|go under)\b`,
    String.raw`\b(?:any|odin'?s?|their|the team'?s?) plans? (?:to|for|on)\b|\bis there a plan (?:to|for)\b`,
    String.raw`\b(?:will|would) (?:the |odin'?s? |its |their )?(?:[a-z-]+ ){0,2}${RULES} (?:ever )?(?:change|go (?:down|up)|drop|fall|rise|increase|decrease|be (?:lowered|reduced|raised|increased|cut|changed|removed|updated|adjusted))\b`,
    String.raw`\b(?:are|is) (?:the )?(?:[a-z-]+ )?${RULES} (?:going to|gonna) (?:go (?:up|down)|change|rise|drop|increase|decrease)\b`,
    String.raw`\b(?:will|gonna|going to) (?:${WHO}|there be)\b[^?.!]{0,50}\b(?:soon|someday|some day|eventually|in the future|one day|any ?time soon)\b`,
  ].join('|'),
  'i',
);

// The visitor's own plan ("i'm launching my coin tomorrow, can i pre-buy"): the question asks how
// things work now, not what Odin will do.
const OWN_PLAN =
  /\b(?:i|im|i'm|i am|i'll|i will|we|we're|we are|we'll)\s+(?:(?:am|are|will|gonna|going to|plan(?:ning)? to)\s+)?\w+ing\b[^.?!,]{0,40}\b(?:tomorrow|tmrw|tonight|next week)\b|\b(?:tomorrow|tmrw|tonight|next week)\b(?=[^.?!]{0,5}\b(?:i|im|i'm|we)\s+(?:am |are |will |'ll )?(?:launch|creat|mak|deploy|start)\w*)/gi;

// "If odin went offline tomorrow, could I still get my btc out": a what-if, no forecast.
const IF_TOMORROW = /(\bif\b[^.?!]{0,60}?)\b(?:tomorrow|tmrw)\b/gi;

// Headcounts and pay: how many people work at or use Odin, what staff earn. No source publishes them.
const HEADCOUNT =
  /\bhow many (?:people|persons|employees|staff|workers|users|members|devs|developers)\b(?! (?:hold|own|have|bought|sold|trade|buy|sell))|\b(?:salar(?:y|ies)|wages?|payroll)\b|\b(?:how much|what) (?:do|does|did) (?:the )?(?:odin(?:'?s)? )?(?:devs?|developers?|team|staff|employees|founders?|mods?|moderators?) (?:earn|make|get paid)\b|\b(?:odin|toniq(?: labs)?|the team|they) pays? (?:its |their |the )?(?:devs?|developers?|staff|employees|team|mods?|moderators?|founders?)\b/i;

// The company's own facts beyond its founders: investors, funding, valuation, office, team size.
const COMPANY = new RegExp(
  [
    String.raw`\b(?:odin|toniq(?: labs)?)(?:'?s)? (?:investors?|backers?|funding|valuation|vcs?|shareholders|office|offices|hq|headquarters)\b`,
    String.raw`\bwho (?:funds|funded|backs|backed|invested in|finances|financed|owns shares in) (?:odin|toniq)`,
    String.raw`\bhow much (?:funding |money |capital )?(?:has|have|did|does) (?:odin|toniq(?: labs)?|the team|they) raised?\b`,
    String.raw`\b(?:odin|toniq(?: labs)?|the company) (?:(?:is )?valued? at|worth as a company)|\bvaluation of (?:odin|toniq)`,
    String.raw`\b(?:is|was) (?:odin|toniq(?: labs)?|the platform|the company) (?:profitable|in profit|vc[- ]backed)\b`,
    String.raw`\bwhere (?:is|are) (?:odin|toniq(?: labs)?|the team|the company)(?:'?s)? (?:office|offices|hq|headquarters|based|headquartered)\b|\bheadquartered\b`,
    String.raw`\bhow (?:big|large) is (?:the )?(?:odin(?:'?s)? |toniq(?:'?s)? )?team\b|\bteam size\b|\bsize of (?:the )?(?:odin |toniq )?team\b`,
  ].join('|'),
  'i',
);

// What Odin itself earns: no source publishes its revenue or profit ("how much money has odin made").
// What it holds or spends is no more published: "btc sitting in odin's treasury", "what did the audit cost".
const REVENUE =
  /\b(?:odin|toniq|the platform|the team)(?:'s)? (?:revenue|profits?|earnings|income)\b|\bhow (?:much|many) (?:money |btc |bitcoin |sats )?(?:has|does|did|do) (?:odin(?:\.fun)?|toniq|the platform|the team|they) (?:make|made|earn|earned|collect|collected|take in)\b|\b(?:odin|toniq|the platform)(?:'?s)? (?:treasury|reserves?|tvl|total deposits|bank account)\b|\bhow much (?:has|did|does) (?:odin|toniq(?: labs)?|the team|the platform) (?:pay|paid|spend|spent)\b/i;

// A person's private life: where someone lives, their home address, age, family, net worth or what
// they hold personally ("how many bitcoin the CEO have personally? he is rich?"). No
// source publishes it, and the founders' section answers who they are, not this.
const PRIVATE_LIFE =
  /\bwhere (?:does|do|did) (?:[\w'.-]+ ){1,4}(?:live|stay|reside)\b|\bwhere (?:[\w'.-]+ ){1,3}(?:lives|resides)\b|\b(?:home|house|personal|private|mailing|postal) address\b|\bhow old is\b|\b(?:his|her|their) (?:wife|husband|kids|children|family|age|net worth)\b|\bnet worth\b|\b(?:ceo|founders?|co-?founders?|bob|bodily)\b[^?.!]{0,40}\b(?:have|has|own|owns|hold|holds)\b[^?.!]{0,15}\bpersonally\b|\b(?:(?:is|are) (?:he|she|they|the ceo|the founders?|bob(?: bodily)?)|(?:he|she|the ceo|bob) (?:is|are)) (?:rich|wealthy|a millionaire|a billionaire)\b/i;

// "Buy tax", "taxes on sells": a token's trading fee, which the guides answer.
const TOKEN_TAX =
  /\b(buy|sell|trade|transfer|swap)s? tax(es)?\b|\btax(es)? on (?:odin |the |my |your )?(buys?|sells?|trades?|swaps?|transfers?)\b/i;

// Statistics over many tokens or traders ("what percent of tokens rug", "the average time to
// ascend"): nobody publishes them, and a guide on the topic answers something else.
const STATISTIC =
  /\b(?:what|which) (?:percent(?:age)?|share|fraction|proportion) of [^?]{0,30}\b(?:rug\w*|fail\w*|die[sd]?|succeed\w*|ascend\w*|graduat\w*|make it|moon\w*|profit\w*)\b|\b(?:average|median|typical|usual) (?:time|number|amount|return|profit|gain|loss)\b/i;

// Counts over all of Bitcoin ("how many runes exist in total") and picks among other products ("the
// best bitcoin wallet app"): the guides describe Odin and the wallets that sign in to it, not these.
const BITCOIN_AT_LARGE =
  /\bhow many (?:runes|ordinals|inscriptions|brc-?20s?)\b[^?]{0,20}\b(?:exist|are there|have been (?:etched|made|created|minted))\b/i;
const BEST_PRODUCT =
  /\b(?:best|top|recommended|safest)\s+(?:bitcoin\s+|btc\s+|crypto\s+|hardware\s+|mobile\s+)?(?:wallet|exchange)(?:\s+app)?s?\b(?![^?]{0,30}\b(?:for|on|with|to use (?:with|on))\s+odin)/i;

// A share that has to be reached for something to happen is a rule, not a statistic: "what share
// of them has to sell before it ascends" asks for the 80% threshold.
const THRESHOLD =
  /\b(?:has|have|must|needs?|got) to (?:be )?(?:sell|sold|buy|bought|fill|filled|reach|reached)\b|\bbefore (?:it|a|the|each|that|this|my|your) (?:token |coin )?(?:can )?(?:ascend|graduat|bond|migrat)\w*/i;

// A phone line, e-mail address or live chat for support: no source publishes one (the help centre
// and Discord answer "who can I contact", not "what is their phone number").
// "odin support phone number?", "need to call a real human": asked without an opener too.
const SUPPORT_CHANNEL =
  /(?=[\s\S]*\b(?:support|contact|customer|helpdesk|help desk|hotline|call|talk to|speak to|reach)\b)\b(?:what(?:'s|s| is)|is there|are there|does (?:odin|it|the site|the team) have|do they have|how (?:do|can) (?:i|we|you)|can i|give me)\b[^.?!]{0,50}\b(?:phone|telephone|hotline|e-?mail|live chat|whatsapp number)\b|\b(?:phone|telephone)\s*(?:number|no\.?|#|line)s?(?!\w)|\b(?:hotline|helpline|call cent(?:re|er))\b|\b(?:call|ring|phone)\s+(?:someone|somebody|an? (?:actual |real )?(?:human|person))\b/i;

export function outsideTheGuides(question: string): boolean {
  return (
    (STATISTIC.test(question) && !THRESHOLD.test(question)) ||
    HEADCOUNT.test(question) ||
    BITCOIN_AT_LARGE.test(question) ||
    BEST_PRODUCT.test(question) ||
    REVENUE.test(question) ||
    COMPANY.test(question) ||
    FUTURE.test(question.replace(OWN_PLAN, ' ').replace(IF_TOMORROW, '$1')) ||
    ODIN_FUTURE.test(question) ||
    PERSONAL.test(question) ||
    SUPPORT_CHANNEL.test(question) ||
    (BALANCE_WRONG.test(question) && !DEPOSIT_STORY.test(question)) ||
    WALLET_OWNER.test(question) ||
    PRIVATE_LIFE.test(question) ||
    // "Is this tax advice?" is about ODAI, and the guides answer it.
    (NOT_IN_GUIDES.test(question) && !/\badvice\b/i.test(question) && !TOKEN_TAX.test(question))
  );
}
