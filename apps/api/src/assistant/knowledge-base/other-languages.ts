/**
 * Nigerian Pidgin, Taglish and Singlish words inside English ("wetin be the blockchain odin dey run
 * on", "paano mag deposit sa odin po", "magkano po ang ZORBLAX ngayon"); particles of politeness or
 * stress read as "please", which asks nothing. None is an English word, so the engine reads the
 * whole question with them in English (live figures and guards too), not only the guides' search.
 */
export const REGIONAL_ENGLISH: Record<string, string> = {
  wetin: 'what',
  abeg: 'please',
  comot: 'out',
  dey: 'is',
  sef: 'please',
  paano: 'how',
  magkano: 'how much is',
  ano: 'what',
  yung: 'the',
  talaga: 'really',
  ngayon: 'now',
  sariling: 'own',
  gumawa: 'make',
  mag: 'to',
  ng: 'the',
  sa: 'in',
  ang: 'the',
  parang: 'like',
  pero: 'but',
  ba: 'please',
  po: 'please',
  lah: 'please',
  leh: 'please',
  lor: 'please',
  ah: 'please',
};

/**
 * Words visitors bring from their own language into an English question ("cuántas confirmaciones
 * need a deposit", "comissão na amm", "na tablicy prices are in sats?"), read as the English word
 * the guides use. Accents are already removed (questionWords folds "comissão" to "comissao"). Only
 * words that are no English word of their own, and only for the topics the guides cover.
 */
const WORDS: Record<string, string> = {
  // Fees
  comision: 'fee',
  comisiones: 'fees',
  comissao: 'fee',
  comissoes: 'fees',
  commissione: 'fee',
  commissioni: 'fees',
  tarifa: 'fee',
  tarifas: 'fees',
  taxa: 'fee',
  taxas: 'fees',
  gebuhr: 'fee',
  gebuhren: 'fees',
  prowizja: 'fee',
  oplata: 'fee',
  oplaty: 'fees',
  frais: 'fees',
  // Price, amounts and how many
  precio: 'price',
  preco: 'price',
  prezzo: 'price',
  preis: 'price',
  prix: 'price',
  cuanto: 'how much',
  cuanta: 'how much',
  cuantos: 'how many',
  cuantas: 'how many',
  quanto: 'how much',
  quanta: 'how much',
  quantos: 'how many',
  quantas: 'how many',
  quanti: 'how many',
  quante: 'how many',
  wieviel: 'how much',
  wieviele: 'how many',
  combien: 'how much',
  ile: 'how many',
  kitna: 'how much',
  kitni: 'how much',
  kitne: 'how many',
  minimo: 'minimum',
  minima: 'minimum',
  maximo: 'maximum',
  massimo: 'maximum',
  // Deposits, withdrawals, confirmations
  retirar: 'withdraw',
  retiro: 'withdrawal',
  saque: 'withdrawal',
  sacar: 'withdraw',
  prelievo: 'withdrawal',
  prelevare: 'withdraw',
  auszahlung: 'withdrawal',
  abheben: 'withdraw',
  wyplata: 'withdrawal',
  retrait: 'withdrawal',
  retirer: 'withdraw',
  depositar: 'deposit',
  einzahlung: 'deposit',
  wplata: 'deposit',
  confirmaciones: 'confirmations',
  confirmacion: 'confirmation',
  confirmacoes: 'confirmations',
  conferme: 'confirmations',
  bestatigungen: 'confirmations',
  potwierdzenia: 'confirmations',
  // Wallets, coins, scams, the dashboard
  billetera: 'wallet',
  cartera: 'wallet',
  carteira: 'wallet',
  portafoglio: 'wallet',
  portefeuille: 'wallet',
  portfel: 'wallet',
  moneda: 'coin',
  monedas: 'coins',
  moeda: 'coin',
  moedas: 'coins',
  estafa: 'scam',
  golpe: 'scam',
  truffa: 'scam',
  betrug: 'scam',
  arnaque: 'scam',
  oszustwo: 'scam',
  tablica: 'dashboard',
  tablicy: 'dashboard',
  // Question words
  cuando: 'when',
  quando: 'when',
  kab: 'when',
  kaise: 'how',
  porque: 'why',
  ...REGIONAL_ENGLISH,
};

export const OTHER_LANGUAGES: ReadonlyMap<string, string> = new Map(Object.entries(WORDS));

/** Accents and letters English does not use, folded: "comissão" → "comissao", "opłata" → "oplata". */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss');
}

const REGIONAL = new Map(Object.entries(REGIONAL_ENGLISH));

/** The question with the regional words in English: "magkano po ang ZORBLAX" → "how much is the ZORBLAX". */
export function regionalInEnglish(question: string): string {
  return question
    .replace(/[A-Za-z]+/g, (w) => {
      const english = REGIONAL.get(w.toLowerCase());
      return english === undefined ? w : english === 'please' ? '' : english;
    })
    .replace(/ {2,}/g, ' ')
    .replace(/ ([?!.,])/g, '$1')
    .trim();
}
