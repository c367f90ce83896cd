// A 64-hex value is either a private key or a public hash: a transaction id, a block hash, an
// ICP account id. The digits cannot tell them apart, the words around them can. People asking
// about a stuck deposit paste the txid with its name next to it ("my transaction …", "txid: …",
// "…/tx/…", "交易 …"); redacting it cost them their question and got them told to move their
// funds (decision 043). So a 64-hex value counts as public only when a hash label sits right
// before or after it and nothing in the text speaks of a key; otherwise it stays a key.

/** Characters either side of the value searched for a label: a few words in any script. */
const LABEL_REACH = 40;
/** Exactly a hash's length: longer runs (two values, a key with extra bytes) stay keys. */
const HASH_DIGITS = 64;

// Words naming a transaction, hash, block or account id, accents removed, in the chat's languages
// (en, es, fr, de, pt, it, cs, id, then ja, ko, zh without word boundaries).
const LATIN_LABEL =
  /(?<!\p{L})(?:tx(?:id|n|hash|s)?|transa\p{L}*|hash\p{L}*|block(?:s|hash)?|blocs?|bloques?|blocos?|blocc[oh]i?|blok\p{L}{0,2}|account[ -]?id\p{L}*|mempool)(?!\p{L})/iu;
const CJK_LABEL = /トランザクション|取引|ハッシュ|ブロック|거래|트랜잭션|해시|블록|交易|哈希|区块|區塊/u;

// Anything that names a key or a secret, anywhere in the text, keeps the value a key: a visitor
// who writes "my private key" next to a "transaction" is not asking about a txid.
const LATIN_KEY =
  /(?<!\p{L})(?:keys?|priv\p{L}*|secre\p{L}*|segret\p{L}*|geheim\p{L}*|schl(?:u|ue)ssel\p{L}*|clav\p{L}*|cles?|chiav\p{L}*|chave\p{L}*|kli[cč]\p{L}*|kunci|seed\p{L}*|semill\p{L}*|sement\p{L}*|mnemon\p{L}*|wif|xprv|pem)(?!\p{L})/iu;
const CJK_KEY = /私钥|私鑰|密钥|密鑰|秘钥|助记|助記|鍵|秘密|シード|키|비밀|시드/u;

// Accents go for the Latin words only: NFKD would also split Hangul into jamo and kana from
// their voicing marks, so the CJK words are matched on the text as written (NFC).
function matches(text: string, latin: RegExp, cjk: RegExp): boolean {
  return latin.test(text.normalize('NFKD').replace(/\p{M}/gu, '')) || cjk.test(text.normalize('NFC'));
}

const hasLabel = (text: string) => matches(text, LATIN_LABEL, CJK_LABEL);
const namesAKey = (text: string) => matches(text, LATIN_KEY, CJK_KEY);

/** True when the hex value at [start, end) of `text` reads as a public hash, not a key. */
export function readsAsPublicHash(text: string, start: number, end: number, digits: number): boolean {
  if (digits !== HASH_DIGITS) return false;
  const before = text.slice(Math.max(0, start - LABEL_REACH), start);
  const after = text.slice(end, end + LABEL_REACH);
  return (hasLabel(before) || hasLabel(after)) && !namesAKey(text);
}
