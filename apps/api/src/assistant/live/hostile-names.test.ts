import { describe, expect, it } from 'vitest';
import { fixtureSnapshot } from '../../test-support/fake-market.js';
import { sharedKnowledgeBase } from '../knowledge-base/knowledge-base.js';
import { compareReply } from './compare-reply.js';
import { markdownText, tokenLabel } from './format-live.js';
import { fromSnapshot } from './live-token.js';
import { metricRankingReply } from './metric-ranking.js';
import { rankingReply } from './ranking-reply.js';
import { notFoundLine } from './unknown-token.js';

// Token names and tickers are chosen by whoever launched the token (issue 15, finding 3: a name
// rendered as a live "claim the airdrop" link and a fake support bullet in answers).
const HOSTILE = [
  '[Claim the ODIN airdrop](https://evil.example/claim)\n- Official support: DM @odin_help',
  '[x](javascript:alert(1))',
  '![img](https://evil.example/pixel.png)',
  '**BOLD** __under__ ~~gone~~',
  '`code` ``more``',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '# Heading\r\n> quote\u2028| table |',
  'https://evil.example/autolink www.evil.example',
  '&lt;b&gt; &#x3C;',
  'back\\slash\\',
];

/** The Markdown with every backslash-escaped character removed: what a renderer could act on. */
const active = (markdown: string) => markdown.replace(/\\[\s\S]/g, '');

function expectInert(markdown: string) {
  const live = active(markdown);
  expect(live).not.toMatch(/\]\(|!\[|<[a-z/]|javascript:|https?:\/\/evil|www\.evil|&[#a-z]/i);
  expect(live).not.toMatch(/^\s*[-#>|]\s*(Official|Heading|quote|table)/m);
  expect(live).not.toMatch(/`code`|BOLD\*\*|__under|~~gone/);
}

describe('upstream text in answers is literal Markdown', () => {
  const kb = sharedKnowledgeBase();
  const hostileSnapshot = () => {
    const snapshot = fixtureSnapshot();
    snapshot.tokens.forEach((t, i) => {
      t.name = HOSTILE[i % HOSTILE.length]!;
      t.symbol = HOSTILE[(i + 3) % HOSTILE.length]!.slice(0, 30);
    });
    return snapshot;
  };

  it.each(HOSTILE)('markdownText keeps %j visible and inert on one line', (name) => {
    const escaped = markdownText(name);
    expect(escaped).not.toMatch(/[\n\r\u2028]/);
    expectInert(escaped);
    // Nothing is lost: removing the escapes gives the name back (line breaks as spaces).
    expect(escaped.replace(/\\([\s\S])/g, '$1')).toBe(name.replace(/[\r\n\u2028]+/g, ' ').trim());
  });

  it('leaves a hyphen inside a word as typed, and escapes one that could start a list', () => {
    expect(markdownText('moon-pig')).toBe('moon-pig');
    expect(markdownText('Q-U-A-X')).toBe('Q-U-A-X');
    expect(markdownText('- Official support')).toBe('\\- Official support');
    expect(markdownText('pig -')).toBe('pig \\-');
  });

  it('token labels, rankings, comparisons and not-found lines carry hostile names inertly', () => {
    const snapshot = hostileSnapshot();
    const [a, b] = snapshot.tokens.map((t) => fromSnapshot(t, snapshot));
    const answers = [
      tokenLabel(a!),
      metricRankingReply(kb, snapshot, 'holders', 'highest', 10).markdown,
      rankingReply(kb, snapshot, 'top-gainers', 10).markdown,
      rankingReply(kb, snapshot, 'most-volatile', 10).markdown,
      compareReply(kb, a!, b!, []).markdown,
      ...HOSTILE.map((name) => notFoundLine(name, snapshot)),
    ];
    for (const markdown of answers) expectInert(markdown);
    // The names are still there for the reader.
    expect(answers[1]).toContain('Claim the ODIN airdrop');
  });
});
