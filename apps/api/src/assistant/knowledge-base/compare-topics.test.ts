import { describe, expect, it } from 'vitest';
import { comparedSides, compareTopics } from './compare-topics.js';
import { sharedKnowledgeBase } from './knowledge-base.js';

describe('comparing two topics', () => {
  it('finds the two things compared', () => {
    expect(comparedSides('amm vs bonding curve, whats the difference')).toEqual(['amm', 'bonding curve']);
    expect(comparedSides('what is the difference between a bonding curve and an amm?')).toEqual([
      'bonding curve',
      'amm',
    ]);
    expect(comparedSides('whats the diffrence between the curve and the amm')).toEqual(['curve', 'amm']);
    expect(comparedSides('what are the fees')).toBeNull();
  });

  it('answers each side from its own section, both cited', () => {
    const r = compareTopics(sharedKnowledgeBase(), 'amm vs bonding curve, whats the difference');
    expect(r?.markdown).toMatch(/^\*\*AMM:\*\* .*x·y = k/);
    expect(r?.markdown).toMatch(/\*\*Bonding curve:\*\* A bonding curve is/);
    expect(r?.sources.map((s) => s.ref)).toEqual([
      'amm-trading#constant-product-pools',
      'bonding-curves#what-a-bonding-curve-is',
    ]);
  });
});
