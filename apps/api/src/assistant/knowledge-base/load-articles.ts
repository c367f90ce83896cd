import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One `##` section of an article: the unit retrieval returns and a citation points at. */
export interface Section {
  articleSlug: string;
  articleTitle: string;
  slug: string;
  title: string;
  /** The section's text without its heading and its question block, as the guide pages show it. */
  body: string;
  /**
   * The questions this section answers, in visitors' words (doc2query): the `<!-- questions … -->`
   * comment right under the heading, one per line. Indexed for retrieval, never shown on pages.
   */
  questions: string[];
  /** `article-slug#section-slug`, the stable citation reference. */
  ref: string;
  /** Order within the article, so several sections can be shown in reading order. */
  position: number;
}

export interface Article {
  slug: string;
  title: string;
  sections: Section[];
  /** URLs listed in the article's "Sources" section. */
  sourceUrls: string[];
}

// Resolved against this module: from src (tsx, vitest) the articles sit beside this folder; in the
// bundled server (dist/server.js) scripts/build.mjs copies them to dist/articles/.
const ARTICLES_DIR = [new URL('../articles/', import.meta.url), new URL('./articles/', import.meta.url)]
  .map((url) => fileURLToPath(url))
  .find((dir) => existsSync(dir));

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const QUESTIONS_OPEN = '<!-- questions';
const COMMENT_CLOSE = '-->';

/** Splits a section's lines into its question block (if it opens the section) and the body. */
function splitQuestions(lines: string[]): { questions: string[]; body: string } {
  const start = lines.findIndex((l) => l.trim() !== '');
  if (start < 0 || lines[start]?.trim() !== QUESTIONS_OPEN)
    return { questions: [], body: lines.join('\n').trim() };
  const end = lines.findIndex((l, i) => i > start && l.trim() === COMMENT_CLOSE);
  if (end < 0) throw new Error(`Unclosed question block: ${lines[start + 1] ?? ''}`);
  const questions = lines
    .slice(start + 1, end)
    .map((l) => l.trim())
    .filter(Boolean);
  return {
    questions,
    body: lines
      .slice(end + 1)
      .join('\n')
      .trim(),
  };
}

/** Parses one Markdown article: `# Title`, then `## Section` blocks; "Sources" is metadata. */
export function parseArticle(slug: string, markdown: string): Article {
  const lines = markdown.split(/\r?\n/);
  const titleLine = lines.find((l) => l.startsWith('# '));
  if (!titleLine) throw new Error(`Knowledge article ${slug} has no "# " title`);
  const title = titleLine.slice(2).trim();
  const sections: Section[] = [];
  const sourceUrls: string[] = [];
  let current: { title: string; lines: string[] } | null = null;
  const flush = () => {
    if (!current) return;
    const { questions, body } = splitQuestions(current.lines);
    if (current.title.toLowerCase() === 'sources') {
      for (const m of body.matchAll(/https?:\/\/\S+/g)) sourceUrls.push(m[0]);
    } else if (body) {
      const sectionSlug = slugify(current.title);
      sections.push({
        articleSlug: slug,
        articleTitle: title,
        slug: sectionSlug,
        title: current.title,
        body,
        questions,
        ref: `${slug}#${sectionSlug}`,
        position: sections.length,
      });
    }
  };
  for (const line of lines) {
    if (line.startsWith('## ')) {
      flush();
      current = { title: line.slice(3).trim(), lines: [] };
    } else if (current) {
      current.lines.push(line);
    }
  }
  flush();
  if (sections.length === 0) throw new Error(`Knowledge article ${slug} has no sections`);
  return { slug, title, sections, sourceUrls };
}

/** Reads every `*.md` in the articles folder once; sorted by file name so order is stable. */
export function loadArticles(dir: string | undefined = ARTICLES_DIR): Article[] {
  if (!dir) throw new Error('The knowledge-base articles were not found (is dist/articles missing?)');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => parseArticle(f.replace(/\.md$/, ''), readFileSync(`${dir}/${f}`, 'utf8')));
}
