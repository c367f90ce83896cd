import MiniSearch from 'minisearch';
import { EVERYDAY_WORDS } from './everyday-words.js';
import type { Article, Section } from './load-articles.js';
import { isPlatformWord } from './platform-terms.js';
import { type QuestionKind, questionKind } from './question-kind.js';
import { questionWords } from './question-words.js';
import { isSlip, Speller } from './spelling.js';
import { stem } from './stem.js';
import { STOP_WORDS } from './stop-words.js';
import { isStoryWord } from './story-words.js';
import { expandTerm, SYNONYM_WORDS } from './synonyms.js';
import { TermSet, TermWeights } from './term-match.js';

export interface SectionHit {
  section: Section;
  score: number;
  /** The section's listed question closest to the visitor's, if any shares a term with it. */
  matchedQuestion?: string;
  /** How close that question is (0 = no shared term; about 1 = the same words). */
  questionMatch?: number;
}

/** A question as retrieval sees it. */
export interface AnalyzedQuestion {
  /** Retrieval terms: spelled, stop words removed, stemmed. */
  terms: string[];
  kind: QuestionKind;
  /**
   * Terms no section, heading or listed question uses, even after typo correction (inflections of
   * known words count as known). Adverbs ("honestly") say how something is asked and are left out;
   * an unknown noun or verb form ("binance", "pizza", "staking") names a topic.
   */
  unknown: string[];
}

// Synonyms widen recall but should not outrank the visitor's own words.
const SYNONYM_WEIGHT = 0.45;
const PLATFORM_WEIGHT = 0.3;
// The listed questions are the visitor's own phrasings of what a section answers: they count most.
const BOOST = { heading: 2, questions: 2.5, body: 1 };
// Glossary entries are one-line definitions; prefer the fuller article section on a tie, except
// when the visitor asks what an abbreviation stands for ("what does AMM stand for?"): the glossary
// spells it out, where the article uses it. A word ("what does 'ascended' mean") keeps the article.
const GLOSSARY_BOOST = 0.8;
const MEANING_GLOSSARY_BOOST = 1.5;
// An abbreviation asked about: "what does AMM stand for", "what does amm mean", "kyc meaning".
const ASKS_MEANING =
  /\b(?:stands?|short) for\b|\b(?:abbreviation|acronym)\b|\bwhat (?:does|do) ['"]?[A-Za-z]{2,4}['"]? mean\b|^\W*[A-Za-z]{2,4} meaning\W*$/i;
// How much the closest listed question (same words, same kind) counts against relative BM25 (0–1).
const QUESTION_MATCH_WEIGHT = 1.5;
const SAME_KIND_BONUS = 0.3;
// "What happens when a token ascends" is not "what happens if a token never ascends?": a listed
// question that negates what the visitor asks is that much less close. Not the other way round: a
// visitor's "not" is often by the way ("I'm not a math person", "can't find where to withdraw").
const NEGATED =
  /\b(?:never|not|no|without|don'?t|doesn'?t|didn'?t|can'?t|cannot|won'?t|isn'?t|aren'?t|wasn'?t|hasn'?t|haven'?t|fails?|failed)\b/i;
const NEGATION_MISMATCH = 0.7;
// Deep enough that a section listing the very question is reranked even when its body says the
// question's words less often than twenty others ("what is a token?": every section says "token").
const RERANK_DEPTH = 24;
const LIGHT_SHAPE = /ly$/;
// An amount ("2000", "20k", "0.5") is a detail of the question, never a topic nobody covers.
const AMOUNT = /^\d/;

export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  const stemmed = stem(lower);
  return STOP_WORDS.has(stemmed) ? null : stemmed;
}

/** Splits a question into the words retrieval should look at (stop words removed). */
export function queryTerms(question: string): string[] {
  return questionWords(question)
    .map(processTerm)
    .filter((t): t is string => t !== null);
}

interface ListedQuestion {
  text: string;
  terms: TermSet;
  kind: QuestionKind;
  /** Says "never", "not", "without"…: a question about the opposite case. */
  negated: boolean;
}

/**
 * BM25 retrieval over article sections (minisearch) with three fields: heading, the questions the
 * section lists, and body. Query words are typo-corrected against the knowledge base's own words;
 * terms get prefix matching; synonyms come from query expansion. The top results are then reranked
 * by how close the section's nearest listed question is to the visitor's question, kind included.
 */
// The short second halves of words typed together: "signup", "cashout", "logoff".
const COMPOUND_PARTICLE = /^(?:up|out|in|off|on)$/;

/** "feee" → "fee": the word typed with one of its letters doubled. */
function doubledLetterSlip(typed: string, word: string): boolean {
  return [...typed].some((c, i) => c === typed[i + 1] && typed.slice(0, i) + typed.slice(i + 1) === word);
}

export class SectionIndex {
  private readonly search: MiniSearch<{ id: string; heading: string; questions: string; body: string }>;
  private readonly byRef = new Map<string, Section>();
  private readonly listed = new Map<string, ListedQuestion[]>();
  private readonly sectionTerms = new Map<string, TermSet>();
  private readonly speller: Speller;
  readonly weights: TermWeights;

  constructor(articles: Article[]) {
    this.search = new MiniSearch({ fields: ['heading', 'questions', 'body'], processTerm });
    const sections = articles.flatMap((a) => a.sections);
    const wordWeights = new Map<string, number>();
    const targets = new Set<string>();
    const count = (text: string, w: number) => {
      for (const word of questionWords(text)) {
        wordWeights.set(word, (wordWeights.get(word) ?? 0) + w);
        if (w > 1) targets.add(word);
      }
    };
    for (const s of sections) {
      this.byRef.set(s.ref, s);
      const heading = `${s.articleTitle} ${s.title}`;
      this.search.add({ id: s.ref, heading, questions: s.questions.join('\n'), body: s.body });
      count(heading, 3);
      count(s.questions.join(' '), 3);
      count(s.body, 1);
      this.listed.set(
        s.ref,
        s.questions.map((q) => ({
          text: q,
          terms: new TermSet(queryTerms(q)),
          kind: questionKind(questionWords(q)),
          negated: NEGATED.test(q),
        })),
      );
      this.sectionTerms.set(s.ref, new TermSet(queryTerms(`${heading} ${s.questions.join(' ')} ${s.body}`)));
    }
    for (const w of [...STOP_WORDS, ...SYNONYM_WORDS]) {
      wordWeights.set(w, (wordWeights.get(w) ?? 0) + 1);
      targets.add(w);
    }
    // Typos become topic words (headings, listed questions, synonyms) or stop words, never a word
    // only a body uses in passing: "whale" must not become "whole".
    this.speller = new Speller(wordWeights, targets, EVERYDAY_WORDS);
    this.weights = new TermWeights([...this.sectionTerms.values()]);
  }

  section(ref: string): Section | undefined {
    return this.byRef.get(ref);
  }

  /** Every term of a section: heading, listed questions and body. */
  termsOf(ref: string): TermSet {
    return this.sectionTerms.get(ref) ?? new TermSet([]);
  }

  /** True when a lower-case word is a typo of a word the guides use ("impct", "dashoard"). */
  isTypo(word: string): boolean {
    return this.speller.correct(word) !== word;
  }

  /**
   * The question with its slips on the guides' words spelled right (a letter left out, typed twice
   * or swapped: "wht is the strating prce" → "what is the starting price"), so every rule that reads the words as typed sees them. Only
   * words in lower case or with a capital first letter; capitals, $tickers, ids and addresses stay,
   * and so does chat shorthand ("dont", "wat"), which questionWords spells out itself.
   */
  respell(question: string): string {
    return question.replace(/(?<![$/\w@#'’-])[A-Za-z][a-z]+\b(?![\w@/'’-])/g, (typed) => {
      const lower = typed.toLowerCase();
      const fixed = this.speller.correct(lower);
      // A changed letter may be a real word we do not know ("worst", "love"): only slips here.
      if (fixed === lower || !isSlip(lower, fixed)) return typed;
      // A short word with a letter more is often a word of its own ("left" is no "let", "took" no
      // "too"); only a letter typed twice ("feee") is a slip there.
      if (lower.length > fixed.length && lower.length < 6 && !doubledLetterSlip(lower, fixed)) return typed;
      const plain = questionWords(lower);
      if (plain.length !== 1 || plain[0] !== lower) return typed;
      return typed[0] === lower[0] ? fixed : fixed[0]?.toUpperCase() + fixed.slice(1);
    });
  }

  analyze(question: string): AnalyzedQuestion {
    const plain = questionWords(question);
    const words = plain.map((w) => this.speller.correct(w));
    const terms: string[] = [];
    const unknown: string[] = [];
    for (const [i, typed] of words.entries()) {
      // "My cousin asked", "the gist", "hefty": the visitor's story, not the question's topic.
      if (isStoryWord(plain[i] as string, (w) => this.speller.knows(w))) continue;
      // "signup", "cashout": two known words typed as one are those two words.
      const halves = this.compoundHalves(typed);
      if (halves) {
        for (const half of halves) {
          const term = processTerm(half);
          if (term) terms.push(term);
        }
        continue;
      }
      // "safest", "cheaper": the adjective the guides use ("safe", "cheap").
      const word = this.speller.knows(typed) ? typed : (this.comparedBase(typed) ?? typed);
      const term = processTerm(word);
      if (!term) continue;
      const known = this.speller.knows(word);
      // An everyday word one edit from ours ("join" by "coin") that no section uses: neither a
      // topic nor something a section must contain.
      if (!known && this.speller.resembles(word)) continue;
      terms.push(term);
      if (!known && !LIGHT_SHAPE.test(word) && !AMOUNT.test(word)) unknown.push(term);
    }
    return { terms, kind: questionKind(plain), unknown };
  }

  /**
   * A known verb and its particle run together ("signup" → sign, up; "cashout"), when the word is
   * not one of ours itself. Two nouns are not split: "coinbase" is no coin base.
   */
  private compoundHalves(word: string): [string, string] | null {
    if (word.length < 6 || this.speller.knows(word) || !/^[a-z]+$/.test(word)) return null;
    for (let at = 3; at <= word.length - 2; at++) {
      const left = word.slice(0, at);
      const right = word.slice(at);
      if (COMPOUND_PARTICLE.test(right) && this.speller.knows(left) && processTerm(left))
        return [left, right];
    }
    return null;
  }

  /** The known adjective behind a comparative or superlative ("safest" → "safe", "bigger" → "big"). */
  private comparedBase(word: string): string | null {
    const m = /^(.{3,}?)(est|er)$/.exec(word);
    if (!m?.[1]) return null;
    const base = m[1];
    const candidates = [base, `${base}e`, base.replace(/(.)\1$/, '$1'), base.replace(/i$/, 'y')];
    // A stop word is no adjective of ours: "owner" is not "own", "worker" not "work".
    return candidates.find((c) => this.speller.knows(c) && processTerm(c) !== null) ?? null;
  }

  /** Best sections first; empty when no term of the question occurs in the knowledge base. */
  query(question: string, limit = 3): SectionHit[] {
    const { terms, kind } = this.analyze(question);
    if (terms.length === 0) return [];
    const negated = NEGATED.test(question);
    const glossaryBoost = ASKS_MEANING.test(question) ? MEANING_GLOSSARY_BOOST : GLOSSARY_BOOST;
    // "Odin" and "token" are in nearly every question and name no topic: a section titled "Odin's
    // own token" must not outrank the one about the question's other words on them.
    // (Only beside another word: "what is a token" has nothing else to rank on.)
    const topical = terms.some((t) => !isPlatformWord(t));
    const weights = new Map<string, number>(
      terms.map((t) => [t, topical && isPlatformWord(t) ? PLATFORM_WEIGHT : 1]),
    );
    for (const t of terms) {
      // A large group ("ascend", "graduate", "bonded", …) should not outweigh one word of the visitor.
      const synonyms = expandTerm(t).slice(1);
      const w = SYNONYM_WEIGHT * Math.min(1, 3 / Math.max(1, synonyms.length));
      for (const s of synonyms) if ((weights.get(s) ?? 0) < w) weights.set(s, w);
    }
    const results = this.search.search([...weights.keys()].join(' '), {
      boost: BOOST,
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      boostTerm: (term) => weights.get(term) ?? SYNONYM_WEIGHT,
      combineWith: 'OR',
      boostDocument: (id) => (String(id).startsWith('glossary#') ? glossaryBoost : 1),
    });
    const top = results[0]?.score ?? 1;
    const ranked: (SectionHit & { rank: number })[] = [];
    for (const r of results.slice(0, RERANK_DEPTH)) {
      const section = this.byRef.get(String(r.id));
      if (!section) continue;
      const { similarity, text } = this.closestQuestion(section.ref, terms, kind, negated);
      ranked.push({
        section,
        score: r.score,
        // BM25 relative to the best, plus the closeness of the nearest listed question.
        rank: r.score / top + QUESTION_MATCH_WEIGHT * similarity,
        ...(text ? { matchedQuestion: text, questionMatch: similarity } : {}),
      });
    }
    return ranked
      .sort((a, b) => b.rank - a.rank)
      .slice(0, limit)
      .map(({ rank: _rank, ...hit }) => hit);
  }

  /** The listed question sharing the most (weighted) terms with the visitor's, kind as a bonus. */
  private closestQuestion(ref: string, terms: string[], kind: QuestionKind, negated: boolean) {
    let best = { similarity: 0, text: '' };
    const asked = new TermSet(terms);
    for (const q of this.listed.get(ref) ?? []) {
      const forward = this.weights.coverage(terms, q.terms);
      if (forward === 0) continue;
      const backward = this.weights.coverage([...q.terms], asked);
      // The kind scales the match, so a same-kind question sharing one stray word stays weak.
      const similarity =
        Math.sqrt(forward * backward) *
        (q.kind === kind ? 1 + SAME_KIND_BONUS : 1) *
        (q.negated && !negated ? NEGATION_MISMATCH : 1);
      if (similarity > best.similarity) best = { similarity, text: q.text };
    }
    return best;
  }
}
