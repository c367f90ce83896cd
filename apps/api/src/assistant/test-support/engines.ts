import { EmbeddedEngine } from '../embedded/embedded-engine.js';
import { sharedKnowledgeBase } from '../knowledge-base/knowledge-base.js';
import { createFakeMarket } from './fake-market.js';

/** An embedded engine over the fixture market, as tests, the eval and the bench use it. */
export function fixtureEngine(options: Parameters<typeof createFakeMarket>[0] = {}): EmbeddedEngine {
  return new EmbeddedEngine(sharedKnowledgeBase(), createFakeMarket(options));
}
