import { defineGuard } from './guardrail.js';

// Requests outside ODAI's job that retrieval would otherwise "answer" with a loosely related
// guide: writing code, scripts or trading bots ("before the snipers get in" names people, not a bot;
// a dot inside a name, "code me a pump.fun clone", ends no sentence), or fixing the visitor's own
// ("help me fix my python script, it throws a 403"). Picks and predictions are advice-request.ts.
const CODE =
  /\b(write|code|build|make|create|generate|program|develop|give me)\b(?:[^.?!]|\.(?=\w)){0,40}\b(code|script|bot|sniper(?!s)|program|snippet|function|python|javascript|typescript|solidity|smart contract|clone|contract)s?\b|\b(trading|sniper|sniping|arbitrage|copy[- ]?trading|telegram) bots?\b|(?<!\b(?:my|our|the same) )\b(python|javascript|typescript|rust|solidity)\b[^.?!]{0,30}\b(code|script|snippet|example)\b|\b(fix|debug|troubleshoot|review)\b[^.?!]{0,30}\b(code|script|program|function)s?\b/i;

// Code as something the visitor would need, not something asked of ODAI: "would I need to write
// code", "can I launch without coding", "do I have to know how to code". The launching guide
// answers these (no code is needed); only the rest of the message is checked for a request.
// The visitor's own project ("want to build a little alert bot in python") is no request either:
// the question around it is answered; nor are other people's bots ("so bots don't grab the cheap
// start before me"). A discount, referral or invite code is no program, nor a code a form's box asks for: "got a discount code for token creation, how long is a code".
const CODE_AS_REQUIREMENT =
  /\b(?:the |other |sniper |sniping )?bots?\s+(?:don'?t|dont|do not|can'?t|cannot|won'?t|will not|grab|grabbing|snipe|sniping|get|buy|buying|front-?run|take|beat)\b|\b(?:i\s+|we\s+)?(?:want|wanna|am going|im going|i'm going|gonna|planning|plan|trying|try|hoping|would like|'d like)\s+(?:to\s+)?(?:build|write|make|code|create|develop)\b[^.?!]{0,60}|\b(?:box|field|input|form|page)\b[^.?!]{0,40}\b(?:some |a |the )?(?:kind of |sort of )?codes?\b|\b(?:discount|promo|promotional|referral|ref|invite|invitation|coupon|voucher|access|verification|2fa|otp|qr)\s+codes?\b|\b(?:need|needs|have|has|got)\s+to\s+(?:write|know|learn|do|use)\s+(?:(?:any|some|how to)\s+)?(?:code|coding|program(?:ming)?)\b|\b(?:without|no)\s+(?:writing\s+|knowing\s+|any\s+)?(?:code|coding|programming)\b|\b(?:know|knowing|learn)\s+(?:how\s+to\s+)?(?:code|program)\b/gi;

/** Code and bots: a short refusal and what ODAI does instead. */
export const outOfJob = defineGuard({
  name: 'out_of_job',
  pattern: CODE,
  ignore: CODE_AS_REQUIREMENT,
  lines: [
    "I can't write or fix code, scripts or trading bots: I'm ODAI's guide to Odin.fun, and I never trade for anyone.",
    '',
    'What I can do: explain how Odin works (bonding curves, the AMM, fees, deposits, launching), quote live token figures and rankings, and help you spot scams.',
  ],
  sources: ['about-odai#what-odai-is', 'about-odai#no-keys-ever'],
});
