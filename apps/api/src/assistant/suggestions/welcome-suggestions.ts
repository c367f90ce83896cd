import type { MarketReader } from '../../market/market-service.js';

/**
 * One question per main topic the landing page names (bonding curves, the AMM, launching,
 * security, fees), each answered from the guides by the embedded engine; the tests hold them to it.
 */
export const TOPIC_QUESTIONS = [
  'How does the bonding curve work?',
  'How does AMM trading work?',
  'How do I launch my own token?',
  'How do I stay safe from scams?',
  'What fees does Odin.fun charge?',
];

/**
 * The welcome bubble's questions: the topic questions, then live figures of the tracked token with
 * the largest market cap (its ticker resolves to it, since a shared ticker means the largest).
 * Before the first market snapshot there is no token to ask about, so only the topics are offered.
 */
export function welcomeSuggestions(market: MarketReader): string[] {
  const top = market.snapshot()?.popular[0];
  return top ? [...TOPIC_QUESTIONS, `How is ${top.symbol} doing today?`] : [...TOPIC_QUESTIONS];
}
