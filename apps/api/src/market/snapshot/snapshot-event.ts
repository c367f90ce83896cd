import type { components } from '@odai/contract';
import type { MarketSnapshot } from '../market-service.js';

type MarketSnapshotEvent = components['schemas']['MarketSnapshotEvent'];

/** The `snapshot` event's data: which snapshot reads now answer (no market figures). */
export function snapshotEvent(snapshot: MarketSnapshot): MarketSnapshotEvent {
  return { version: snapshot.version, asOf: snapshot.asOf, source: snapshot.source };
}
