import type { Logger } from 'pino';
import { type MarketPoint, type MarketToken, pointOf } from '../model.js';
import type { OdinClient } from '../odin/odin-client.js';
import { OdinError } from '../odin/odin-http.js';
import type { CycleInput, MarketDriver } from './market-driver.js';

const BACKFILL_PER_CYCLE = 20; // candle requests per cycle: gentle on an API behind bot protection
const BACKFILL_DAYS = 7;
const MAX_BACKFILL_ATTEMPTS = 3;

/**
 * Live Odin.fun as a market source: the top N tokens by market cap (plus the featured token if
 * it is not among them), one point per token per cycle, and a candle backfill for tokens seen
 * for the first time.
 */
export class OdinDriver implements MarketDriver {
  readonly source = 'odin' as const;
  private readonly pending = new Map<string, number>(); // token id → backfill attempts so far

  constructor(
    private readonly client: OdinClient,
    private readonly topN: number,
    readonly featuredId: string | null,
    private readonly known: Set<string>,
    private readonly logger: Logger,
  ) {}

  async observe(now: Date): Promise<CycleInput> {
    const btcUsd = await this.client.btcUsd();
    const tokens = await this.client.topTokens(this.topN);
    if (this.featuredId && !tokens.some((t) => t.id === this.featuredId)) {
      try {
        tokens.push(await this.client.token(this.featuredId));
      } catch (error) {
        this.logger.warn({ err: error, tokenId: this.featuredId }, 'featured token not readable upstream');
      }
    }
    for (const t of tokens) if (!this.known.has(t.id) && !this.pending.has(t.id)) this.pending.set(t.id, 0);
    const backfill = await this.backfill(tokens, now, btcUsd);
    const current = tokens.map((t) => pointOf(t, now, btcUsd));
    return { btcUsd, tokens, points: [...backfill, ...current] };
  }

  state(): unknown {
    return { pendingBackfill: this.pending.size };
  }

  private async backfill(tokens: MarketToken[], now: Date, btcUsd: string): Promise<MarketPoint[]> {
    const byId = new Map(tokens.map((t) => [t.id, t]));
    const due = [...this.pending.keys()].filter((id) => byId.has(id)).slice(0, BACKFILL_PER_CYCLE);
    const from = new Date(now.getTime() - BACKFILL_DAYS * 24 * 3_600_000);
    const points: MarketPoint[] = [];
    for (const id of due) {
      try {
        // History strictly before now: the cycle's own point is the newest.
        points.push(
          ...(await this.client.history(byId.get(id)!, from, new Date(now.getTime() - 1000), btcUsd)),
        );
        this.settle(id);
      } catch (error) {
        const attempts = (this.pending.get(id) ?? 0) + 1;
        this.logger.warn({ err: error, tokenId: id, attempts }, 'candle backfill failed');
        if (attempts >= MAX_BACKFILL_ATTEMPTS) this.settle(id);
        else this.pending.set(id, attempts);
        // Blocked or not answering: stop for this cycle rather than wait out a timeout per token.
        if (error instanceof OdinError && error.failure !== 'invalid' && error.failure !== 'http') break;
      }
    }
    return points;
  }

  private settle(id: string): void {
    this.pending.delete(id);
    this.known.add(id);
  }
}
