/**
 * Real words visitors use that are one letter from a word of ours: never a typo. "stop loss" is
 * not "step loss", "farm" is not "form", "bank card" is not "back care", "contact support" is not
 * "contract support". The speller leaves them as typed, and where no guide uses them they name a
 * topic the guides do not cover ("how do I set a stop loss": no reliable answer), instead of
 * passing as everyday words beside our topics. Only words a typo check would otherwise change or
 * drop need a place here.
 */
// Base forms: the speller compares stems, so "stops" and "tickets" are covered.
export const EVERYDAY_WORDS: ReadonlySet<string> = new Set(
  `stop short perp farm lock ticket bank card fiat rally lend candle vest
  contact staff poll prize shill`.split(/\s+/),
);
