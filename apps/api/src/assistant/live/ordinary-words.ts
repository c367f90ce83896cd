/**
 * Everyday English words that are never read as a token's name when written in lower or title
 * case, even in a name's slot: "does it gap up or down vs the curve?" compares directions, not a
 * token called "down". They are neither stop words nor words of the guides, which are filtered
 * already (live/unknown-token.ts); the same word in capitals ("price of $DOWN", "DOWN price") is
 * still a ticker. Base forms and the inflections visitors type.
 */
export const ORDINARY_WORDS: ReadonlySet<string> = new Set(
  `down yet quite perhaps somehow neither almost great worst fine young slow short hard easy free exit exits
  empty open close closed left bottom front middle outside previous half triple week weeks year
  years himself herself themselves ourselves drop dip spike gone came gotten made making took gave
  given knew think thought wanted liked love hate tried ran kept turn turned stop stopped began win
  won paid meant leave bring brought build hoped man men woman women family kid kids world home
  house car job school city country place area point idea problem reason result level group bunch
  plenty whichever buddy smh rn wat wut gotta lemme gimme ya ur thx ty np
  nowhere sideways upward downward flat steady stable
  chart charts graph graphs ranking rankings leaderboard stats trends candles analysis breakdown
  updates crypto cryptos lookup
  gold silver oil stocks stock shares dollar euro euros rent salary wage premium
  coffee beer pizza food lunch dinner breakfast max min mining miners dummies noobs newbies
  leverage margin interest profit profits yield return returns money cash time
  red green blue yellow orange purple badge badges card cards tab tabs multiplies divides
  one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty
  hundred thousand million billion dozen wise
  wdym idk idc imo imho tbh ngl lmk fr frfr af tho mc tx txs dyor fud fomo ath atl ca lfg gm gn`.split(/\s+/),
);
