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
  contact staff poll prize shill tire tired cult exit iphone`.split(/\s+/),
);

/**
 * Three-letter words people type that are real words or well-known abbreviations, never a four-letter
 * word of ours with a letter left out: "trading bot" is not "trading both", "85 sol" not "85 sold",
 * "eth" not "etch", "car" not "care". The speller reads an unlisted three-letter word it does not
 * know as a typo when one letter added gives one of ours ("wht" → "what", "fes" → "fees").
 */
for (const w of `ace act add ado aft age ago aid aim air ale all and ant any ape apt arc are ark arm
  art ash ask ate awe axe bad bag ban bar bat bay bed bee beg bet bib bid big bin bit bog boo bow box
  boy bra bro bud bug bum bun bus but buy bye cab cam can cap car cat cod cog cop cot cow coy cry
  cub cue cup cut dab dad dam day den dew did die dig dim din dip doc doe dog don dot dry dub due dug
  dun duo dye ear eat ebb egg ego elf elk elm emu end era eve ewe eye fab fad fan far fat fax fed fee
  few fig fin fir fit fix flu fly foe fog for fox fry fun fur gag gal gap gas gay gel gem get gig gin
  god got gum gun gut guy gym had ham has hat hay hen her hey hid him hip his hit hog hop hot how hub
  hue hug hum hut ice icy ill ink inn ion its ivy jab jam jar jaw jet jew job jog joy jug key kid kin
  kit lab lad lag lap law lay led leg let lid lie lip lit log lot low mad man map mat maw may men met
  mid mix mob mom mop mud mug mum nab nag nap net new nil nip nod nor not now nun nut oak oar oat odd
  off oil old one opt orb ore our out owe owl own pad pal pan pat paw pay pea peg pen pep per pet pie
  pig pin pit ply pod pop pot pro pry pub pun pup put rag ram ran rap rat raw ray red rib rid rig rim
  rip rob rod rot row rub rug rum run sad sag sat saw say sea see set sew she shy sin sip sir sit six
  ski sky sly sob sod son sow soy spa spy sub sue sum sun tab tag tan tap tar tax tea ten the thy tie
  tin tip toe ton too top tow toy try tub tug two urn use van vat vet via vow wad wag war was wax way
  web wed wet who why wig win wit woe wok won woo wow yak yam yap yaw yen yes yet yew you zap zen zip
  zoo
  bot eth sol btc icp usd eur gbp jpy nft dex cex dao kyc aml ath atl roi apy apr tvl mev pnl otc
  ico ido ipo etf sec irs fbi ceo cto dev ops api sdk url app ios mac web pdf png gif jpg svg faq
  dms gpt llm ape pos pow ltc xrp ada bnb trx dot avax sui ton`.split(/\s+/)) {
  (EVERYDAY_WORDS as Set<string>).add(w);
}
