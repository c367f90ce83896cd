// Recorded-shape upstream bodies as raw JSON text (numbers beyond 2^53 cannot live in a JS
// object literal). ODINDOG's figures are the price-impact example of Odin.fun's own docs (github.com/Toniq-Labs/odin-docs).

export const ODINDOG = `{"id":"2jjj","name":"ODINDOG","description":"The first dog of Odin.fun","image":"2jjj.webp","creator":"bc1q8v5k4kz9dog","created_time":"2025-02-14T10:21:07.000Z","volume":2318842211045,"bonded":true,"icrc_ledger":"zzzzz-2jjj","price":330189,"marketcap":6933969000000,"rune":"ODINDOG•ID•YTAE•ODIN","featured":false,"holder_count":11151,"comment_count":972,"sold":1680000000000000000,"twitter":"","website":"","telegram":"","last_comment_time":"2026-11-21T22:10:00.000Z","rel_ledgers":[],"buy_count":48210,"sell_count":40117,"ticker":"ODINDOG","btc_liquidity":302286688964,"user_btc_liquidity":0,"user_token_liquidity":0,"user_lp_tokens":0,"token_liquidity":91549588409635445,"total_supply":2100000000000000000,"swap_fees":11594211055,"swap_volume":2318842211045,"swap_fees_24":102220,"threshold":0,"swap_volume_24":20444000,"holder_dev":0,"holder_top":0,"txn_count":88327,"decimals":3,"deposits":true,"divisibility":8,"external":false,"trading":true,"withdrawals":true,"last_action_time":"2026-11-21T23:58:11.000Z","price_5m":330189,"price_1h":331002,"price_6h":327410,"price_1d":341877,"rune_id":"840000:41","twitter_verified":true,"verified":true,"liquidity_threshold":0,"progress":100,"volume_24":20444000}`;

export const CURVE_TOKEN = `{"id":"2k9q","name":"Curve Cat","description":"","image":"","creator":"bc1qcat","created_time":"2026-11-20T08:00:00.000Z","volume":98234000000,"bonded":false,"price":984,"marketcap":20664000000,"featured":false,"holder_count":212,"comment_count":14,"sold":963485413186288939,"rel_ledgers":[],"buy_count":601,"sell_count":233,"ticker":"CCAT","btc_liquidity":0,"user_btc_liquidity":0,"user_token_liquidity":0,"user_lp_tokens":0,"token_liquidity":0,"total_supply":2100000000000000000,"swap_fees":0,"swap_volume":0,"swap_fees_24":0,"threshold":0,"swap_volume_24":0,"holder_dev":0.04,"holder_top":0.11,"txn_count":834,"decimals":3,"deposits":true,"divisibility":8,"external":false,"trading":true,"withdrawals":true,"last_action_time":"2026-11-21T23:40:00.000Z","price_5m":984,"price_1h":950,"price_6h":900,"price_1d":700,"twitter_verified":false,"verified":false,"liquidity_threshold":0,"progress":57.35,"volume_24":1234567}`;

/** A second page-one token sharing ODINDOG's ticker (tickers repeat; ids do not). */
export const COPYCAT = CURVE_TOKEN.replace('"2k9q"', '"3dog"')
  .replace('"CCAT"', '"ODINDOG"')
  .replace('"price":984', '"price":120');

export const page = (tokens: string[], count = tokens.length, pageNo = 1) =>
  `{"data":[${tokens.join(',')}],"count":${count},"page":${pageNo},"limit":100}`;

export const BTC_USD = '{"id":912345,"amount":97123.45,"datetime":"2026-11-22T00:00:00.000Z","symbol":"btc"}';

/** 5-minute candles, times in UNIX seconds, OHLC in msat per token, volume in msat. */
export function candles(fromSeconds: number, closes: number[], volumeMsat = 5_000_000): string {
  return JSON.stringify(
    closes.map((close, i) => ({
      time: fromSeconds + i * 300,
      open: close,
      high: close,
      low: close,
      close,
      volume: volumeMsat,
    })),
  );
}
