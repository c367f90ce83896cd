import { describe, expect, it } from 'vitest';
import { loadArticles, parseArticle, slugify } from './load-articles.js';

describe('knowledge articles', () => {
  const articles = loadArticles();

  it('has at least 12 articles, each with a title, sections and listed sources', () => {
    expect(articles.length).toBeGreaterThanOrEqual(12);
    for (const a of articles) {
      expect(a.title, a.slug).not.toBe('');
      expect(a.sections.length, a.slug).toBeGreaterThanOrEqual(2);
      expect(a.sourceUrls.length, `${a.slug} lists no sources`).toBeGreaterThan(0);
    }
  });

  it('gives every section a unique article#section ref', () => {
    const refs = articles.flatMap((a) => a.sections.map((s) => s.ref));
    expect(new Set(refs).size).toBe(refs.length);
    for (const ref of refs) expect(ref).toMatch(/^[a-z0-9-]+#[a-z0-9-]+$/);
  });

  it('keeps the landing-page fee figures and claims', () => {
    const text = articles.flatMap((a) => a.sections.map((s) => s.body)).join('\n');
    for (const fact of [
      '1% fee',
      '0.5% fee',
      '0.25%',
      '20-second transaction finality',
      'threshold',
      '21 M',
    ]) {
      expect(text).toContain(fact);
    }
  });
});

describe('parseArticle', () => {
  it('splits ## sections, keeps Sources as metadata and slugs headings', () => {
    const a = parseArticle('demo', '# Demo\n\n## First part\nBody one.\n\n## Sources\n- https://odin.fun\n');
    expect(a.sections.map((s) => s.ref)).toEqual(['demo#first-part']);
    expect(a.sourceUrls).toEqual(['https://odin.fun']);
  });

  it('rejects an article without a title or sections', () => {
    expect(() => parseArticle('x', '## Only a section\ntext')).toThrow(/title/);
    expect(() => parseArticle('x', '# Title only\n')).toThrow(/sections/);
  });

  it('slugifies punctuation and case', () => {
    expect(slugify("Odin's exponential curve formula")).toBe('odin-s-exponential-curve-formula');
  });
});

describe('question lists (doc2query)', () => {
  const sections = loadArticles().flatMap((a) => a.sections);

  it('lists at least five questions for every section, kept out of the body', () => {
    for (const s of sections) {
      expect(s.questions.length, s.ref).toBeGreaterThanOrEqual(5);
      expect(s.body, s.ref).not.toMatch(/<!--|-->/);
    }
  });

  it('reads the block only directly under the heading, and rejects an unclosed one', () => {
    const a = parseArticle('d', '# D\n\n## Part\n<!-- questions\nwhat is it?\nwat r fees\n-->\nBody.\n');
    expect(a.sections[0]).toMatchObject({ questions: ['what is it?', 'wat r fees'], body: 'Body.' });
    const later = parseArticle('d', '# D\n\n## Part\nBody.\n<!-- questions\nx\n-->\n');
    expect(later.sections[0]?.questions).toEqual([]);
    expect(() => parseArticle('d', '# D\n\n## Part\n<!-- questions\nx\n')).toThrow(/Unclosed/);
  });
});
