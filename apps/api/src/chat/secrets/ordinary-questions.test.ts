import { describe, expect, it } from 'vitest';
import { containsPastedSecret, redactAcrossMessages } from '../secrets.js';
import { czech } from './ordinary-questions/cs.js';
import { german } from './ordinary-questions/de.js';
import { english } from './ordinary-questions/en.js';
import { spanish } from './ordinary-questions/es.js';
import { french } from './ordinary-questions/fr.js';
import { indonesian } from './ordinary-questions/id.js';
import { italian } from './ordinary-questions/it.js';
import { japanese } from './ordinary-questions/ja.js';
import { korean } from './ordinary-questions/ko.js';
import { portuguese } from './ordinary-questions/pt.js';
import { chinese } from './ordinary-questions/zh.js';

// The other half of "right both ways" (secrets-properties.test.ts is the 0-misses half): a
// corpus of ordinary questions — some about secrets, some pasting public identifiers (txids,
// addresses, principals, an xpub), some long runs of list words — must raise 0 false alarms,
// alone or read together with the message before it (how a phrase split over two is found).
const corpus = {
  english,
  spanish,
  french,
  german,
  portuguese,
  italian,
  japanese,
  korean,
  chinese,
  czech,
  indonesian,
};

describe('ordinary questions: no false alarms', () => {
  it('holds at least 300 questions in ten or more languages', () => {
    const sizes = Object.values(corpus).map((questions) => questions.length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(300);
    expect(sizes.filter((n) => n >= 20).length).toBeGreaterThanOrEqual(10);
  });

  for (const [language, questions] of Object.entries(corpus)) {
    it(`${language}: no question alone is taken for a secret`, () => {
      expect(questions.filter((q) => containsPastedSecret(q))).toEqual([]);
    });

    it(`${language}: no two consecutive questions together are taken for a secret`, () => {
      const alarms = questions.slice(1).flatMap((current, i) => {
        const previous = questions[i] ?? '';
        const read = redactAcrossMessages(previous, current);
        const untouched = !read.found && read.previous === previous && read.current === current;
        return untouched ? [] : [`${previous} ⏎ ${current}`];
      });
      expect(alarms).toEqual([]);
    });
  }
});
