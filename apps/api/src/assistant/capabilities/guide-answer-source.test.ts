import { describe, expect, it } from 'vitest';
import { fixtureEngine, replyAfter } from '../../test-support/engines.js';

const engine = fixtureEngine();

const chat = (...turns: string[]) => replyAfter(engine, ...turns);

describe('the source of a guide answer', () => {
  it('names the section just cited and its article’s public sources', async () => {
    const r = await chat('wen does a token ascend', 'source?');
    expect(r.intent).toBe('guide_answer_source');
    expect(r.markdown).toMatch(
      /^My last answer comes from ODAI's guide \[Bonding curves — Ascension\]\(\/guides\/bonding-curves#ascension\)/,
    );
    expect(r.markdown).toMatch(/^- https:\/\/help\.odin\.fun\/hc\/en-us\/articles\/13733395018383/m);
    expect(r.sources.map((s) => s.ref)).toEqual(['bonding-curves#ascension']);
    expect((await chat('how do fees work', 'src?')).intent).toBe('guide_answer_source');
  });

  it("leaves figures' sources to figures-source and needs an answer to point at", async () => {
    expect((await chat('odindog price', 'source pls')).intent).toBe('figures_source');
    expect((await chat('source?')).intent).not.toBe('guide_answer_source');
  });
});
