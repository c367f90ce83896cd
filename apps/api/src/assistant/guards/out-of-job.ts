import { defineGuard } from './guardrail.js';

// Requests outside ODAI's job that retrieval would otherwise "answer" with a loosely related
// guide: writing code, scripts or trading bots ("before the snipers get in" names people, not a bot). Picks and predictions are advice-request.ts.
const CODE =
  /\b(write|code|build|make|create|generate|program|develop|give me)\b[^.?!]{0,40}\b(code|script|bot|sniper(?!s)|program|snippet|function|python|javascript|typescript|solidity|smart contract)s?\b|\b(trading|sniper|sniping|arbitrage|copy[- ]?trading|telegram) bots?\b|\b(python|javascript|typescript|rust|solidity)\b[^.?!]{0,30}\b(code|script|snippet|example)\b/i;

/** Code and bots: a short refusal and what ODAI does instead. */
export const outOfJob = defineGuard({
  name: 'out_of_job',
  pattern: CODE,
  lines: [
    "I can't write code, scripts or trading bots: I'm ODAI's guide to Odin.fun, and I never trade for anyone.",
    '',
    'What I can do: explain how Odin works (bonding curves, the AMM, fees, deposits, launching), quote live token figures and rankings, and help you spot scams.',
  ],
  sources: ['about-odai#what-odai-is', 'about-odai#no-keys-ever'],
});
