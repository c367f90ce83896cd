import type { components } from '@odai/contract';

type Token = components['schemas']['Token'];

const WORDS = [
  'Alpha',
  'Satoshi',
  'Rune',
  'Moon',
  'Block',
  'Hash',
  'Ordinal',
  'Laser',
  'Pepe',
  'Frog',
  'Wizard',
  'Ninja',
];

/**
 * `count` made-up tokens with two-word names, so benchmarks can measure token matching against a
 * market the size the server tracks (MARKET_TOP_N defaults to 500), not just the seven fixtures.
 */
export function syntheticTokens(count: number): Token[] {
  return Array.from({ length: count }, (_, i) => {
    const id = `9${i.toString(36).padStart(3, '0')}`;
    const name = `${WORDS[i % WORDS.length]} ${WORDS[Math.floor(i / WORDS.length) % WORDS.length]} ${i}`;
    return {
      id,
      name,
      symbol: `SYN${i}`,
      price: `${(i % 97) / 10 + 0.1}`,
      marketCap: `${1000 + i * 37}`,
      bonded: i % 3 === 0,
      analytics: {
        tokenId: id,
        priceChange24h: `${(i % 41) - 20}`,
        holders: 10 + i,
        transactions24h: i % 50,
        liquidityScore: `${(i % 100) / 10}`,
        volatility: `${(i % 90) + 5}`,
      },
    };
  });
}
