import { type Article, loadArticles } from './load-articles.js';
import { queryTerms, SectionIndex } from './search-index.js';

/** The articles, their search index and their vocabulary, built once per process. */
export class KnowledgeBase {
  readonly index: SectionIndex;
  /**
   * Every word the articles use in lower case ("cat", "moon"); names the articles only write in
   * capitals (ODINDOG) stay out, so token matching can skip ordinary words but not tickers.
   */
  readonly vocabulary: Set<string>;

  constructor(readonly articles: Article[]) {
    this.index = new SectionIndex(articles);
    this.vocabulary = new Set(
      articles.flatMap((a) => a.sections.flatMap((s) => `${s.title} ${s.body}`.match(/\b[a-z]+\b/g) ?? [])),
    );
  }

  /** True when the question has at least one word retrieval can use. */
  hasTopicWords(question: string): boolean {
    return queryTerms(question).length > 0;
  }
}

let shared: KnowledgeBase | undefined;

/** Reading 13 small files is cheap, but doing it per request is not; share one instance. */
export function sharedKnowledgeBase(): KnowledgeBase {
  shared ??= new KnowledgeBase(loadArticles());
  return shared;
}
