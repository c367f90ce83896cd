import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One `##` section of an article: the unit retrieval returns and a citation points at. */
export interface Section {
  articleSlug: string;
  articleTitle: string;
  slug: string;
  title: string;
  /** The section's text without its heading, as written in the article. */
  body: string;
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
    const body = current.lines.join('\n').trim();
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
