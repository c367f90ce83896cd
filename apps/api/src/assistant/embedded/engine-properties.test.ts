import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';

const engine = fixtureEngine();

describe('embedded engine on arbitrary input', () => {
  it('always answers with Markdown and at least one source, and is deterministic', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 300 }), async (question) => {
        const a = await engine.reply({ question, history: [] });
        const b = await engine.reply({ question, history: [] });
        expect(a.markdown.length).toBeGreaterThan(0);
        expect(a.sources.length).toBeGreaterThan(0);
        expect(b).toEqual(a);
      }),
      { numRuns: 150 },
    );
  });
});
