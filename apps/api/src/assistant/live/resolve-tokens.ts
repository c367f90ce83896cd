import type { components } from '@odai/contract';
import { escapeRegExp } from '../../lib/reg-exp.js';
import type { MarketReader, MarketSnapshot } from '../../market/market-service.js';
import { fromDetail, fromSnapshot, type LiveToken } from './live-token.js';

type Token = components['schemas']['Token'];

interface Lookup {
  byId: Map<string, Token>;
  /** Ticker or one-word name (lower-case) → tokens, largest market cap first (copycats lose). */
  byWord: Map<string, Token[]>;
  /** Multi-word names, longest first. */
  phrases: { phrase: string; token: Token }[];
}

// Built once per snapshot; the snapshot object is replaced on every ingest.
const cache = new WeakMap<MarketSnapshot, Lookup>();

function lookupFor(snapshot: MarketSnapshot): Lookup {
  const hit = cache.get(snapshot);
  if (hit) return hit;
  const byId = new Map<string, Token>();
  const byWord = new Map<string, Token[]>();
  const phrases: Lookup['phrases'] = [];
  const add = (word: string, t: Token) => {
    const list = byWord.get(word) ?? [];
    if (!list.includes(t)) list.push(t);
    byWord.set(word, list);
  };
  for (const t of snapshot.tokens) {
    byId.set(t.id.toLowerCase(), t);
    add(t.symbol.toLowerCase(), t);
    const name = t.name.toLowerCase().trim();
    if (/\s/.test(name)) phrases.push({ phrase: name, token: t });
    else if (name.length >= 2) add(name, t);
  }
  for (const list of byWord.values())
    list.sort((a, b) => Number(b.marketCap ?? 0) - Number(a.marketCap ?? 0));
  phrases.sort((a, b) => b.phrase.length - a.phrase.length);
  const lookup = { byId, byWord, phrases };
  cache.set(snapshot, lookup);
  return lookup;
}

/**
 * Tokens named in a text, in order of appearance, matched by id, ticker or name. A word that is
 * also an ordinary word of our articles ("cat", "moon") only counts when written in capitals, so
 * "what is the price" never resolves to a token called PRICE by accident.
 */
export function tokensInText(text: string, snapshot: MarketSnapshot, commonWords: Set<string>): LiveToken[] {
  const { byId, byWord, phrases } = lookupFor(snapshot);
  const found: { at: number; token: Token }[] = [];
  const lower = text.toLowerCase();
  for (const { phrase, token } of phrases) {
    const at = lower.search(new RegExp(`(^|[^a-z0-9])${escapeRegExp(phrase)}($|[^a-z0-9])`));
    if (at >= 0) found.push({ at, token });
  }
  for (const m of text.matchAll(/[A-Za-z0-9$]+/g)) {
    const raw = m[0].replace(/^\$/, '');
    const word = raw.toLowerCase();
    const at = m.index ?? 0;
    const byIdHit = byId.get(word);
    if (byIdHit && /\d/.test(word)) {
      found.push({ at, token: byIdHit });
      continue;
    }
    // "bitcats volatility": a possessive written without its apostrophe.
    const candidates =
      byWord.get(word) ?? (word.length > 4 && word.endsWith('s') ? byWord.get(word.slice(0, -1)) : undefined);
    if (!candidates?.[0]) continue;
    const shouted = raw.length >= 2 && raw === raw.toUpperCase() && /[A-Z]/.test(raw);
    if (shouted || (!commonWords.has(word) && word.length >= 3)) found.push({ at, token: candidates[0] });
  }
  // "odin dog", "bob ai": a ticker typed as two words. Only pairs whose joined form is a ticker or
  // one-word name of at least five letters, so two ordinary words never make a short ticker.
  const words = [...text.matchAll(/[A-Za-z0-9]+/g)];
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i], words[i + 1]];
    if (!a || !b || text.slice((a.index ?? 0) + a[0].length, b.index).trim() !== '') continue;
    const joined = `${a[0]}${b[0]}`.toLowerCase();
    const candidates = joined.length >= 5 ? byWord.get(joined) : undefined;
    if (candidates?.[0]) found.push({ at: a.index ?? 0, token: candidates[0] });
  }
  found.sort((a, b) => a.at - b.at);
  const seen = new Set<string>();
  return found
    .filter(({ token }) => {
      if (seen.has(token.id)) return false;
      seen.add(token.id);
      return true;
    })
    .map(({ token }) => fromSnapshot(token, snapshot));
}

/**
 * Tokens named in a question: from the snapshot first; failing that, a capitalised ticker-like
 * word is looked up through tokenDetail (tokens outside the tracked top list still answer).
 */
export async function resolveTokens(
  question: string,
  market: MarketReader,
  commonWords: Set<string>,
): Promise<LiveToken[]> {
  const snapshot = market.snapshot();
  const inSnapshot = snapshot ? tokensInText(question, snapshot, commonWords) : [];
  if (inSnapshot.length > 0) return inSnapshot;
  const candidate = question
    .match(/\b[A-Z][A-Z0-9]{2,9}\b/g)
    ?.find((w) => !['BTC', 'AMM', 'USD', 'ICP', 'DYOR', 'SIWB', 'JWT', 'PEM', 'DEX', 'UTC'].includes(w));
  if (!candidate) return [];
  const detail = await market.tokenDetail(candidate, 1);
  return detail ? [fromDetail(detail)] : [];
}
