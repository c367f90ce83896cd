// Liquidity score 0–10: how much BTC it takes to move the price up by 2%.
//
//   btcNeeded for an AMM pool (x·y = k, price = B/T): the price scales with B², so a 2% rise
//     needs B' = B·√1.02, i.e. (√1.02 − 1)·B ≈ 0.995% of the BTC reserve entering the pool.
//   btcNeeded on the bonding curve p(x) = a·e^(b·x) sats: the BTC to buy from x to x' with
//     p(x') = 1.02·p(x) is ∫ p = (a/b)(e^(b·x') − e^(b·x)) = 0.02·p(x)/b sats.
//   Fees are left out: the score measures the market's depth, not the venue's fee.
//
//   score = clamp(10 · log10(1 + btcNeeded / 0.0001) / log10(1 + 1 / 0.0001), 0, 10)
//
// Logarithmic because depth spans orders of magnitude: 0.0001 BTC (10k sats) to move 2% ≈ 0.75,
// 0.01 BTC ≈ 5.0, 1 BTC or more = 10. Strictly increasing in btcNeeded up to 1 BTC.

export const CURVE_A_SATS = 0.11803;
export const CURVE_B_PER_TOKEN = 2.200866e-7;
const MOVE = 0.02;
const UNIT_BTC = 0.0001;
const FULL_SCORE_BTC = 1;

/** BTC needed to move an AMM pool's price up 2%, from its BTC reserve in sats. */
export function poolBtcToMove2Percent(btcReserveSats: number): number {
  return ((Math.sqrt(1 + MOVE) - 1) * btcReserveSats) / 1e8;
}

/** BTC needed to move the curve price up 2% from `soldTokens` sold. */
export function curveBtcToMove2Percent(soldTokens: number): number {
  const price = CURVE_A_SATS * Math.exp(CURVE_B_PER_TOKEN * soldTokens);
  return (MOVE * price) / CURVE_B_PER_TOKEN / 1e8;
}

export function liquidityScore(btcNeeded: number): number {
  if (!(btcNeeded > 0)) return 0;
  const score = (10 * Math.log10(1 + btcNeeded / UNIT_BTC)) / Math.log10(1 + FULL_SCORE_BTC / UNIT_BTC);
  return Math.min(10, Math.max(0, score));
}
