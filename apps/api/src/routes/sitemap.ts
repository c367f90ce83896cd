import type { FastifyInstance } from 'fastify';
import type { KnowledgeBase } from '../assistant/knowledge-base/knowledge-base.js';
import { escapeMarkup } from '../http/escape-markup.js';
import { publicOrigin } from '../http/public-origin.js';
import type { MarketReader } from '../market/market-service.js';
import type { RateLimits } from '../plugins/rate-limits.js';

export interface SitemapRoutesOptions {
  kb: KnowledgeBase;
  market: MarketReader;
  limits: RateLimits;
}

/** The pages worth indexing that exist whatever the data: the landing, the dashboard, the guides. */
const FIXED_PAGES = ['/', '/analytics', '/guides'];

/**
 * /sitemap.xml: the site's pages as absolute addresses on the host asked: the fixed pages, every
 * guide, and a dashboard page per token of the current market snapshot (`/analytics/<id>`, the
 * address a row opens). Before the first snapshot there are no token pages to list.
 */
export async function sitemapRoutes(app: FastifyInstance, { kb, market, limits }: SitemapRoutesOptions) {
  const guides = [...FIXED_PAGES, ...kb.articles.map((article) => `/guides/${article.slug}`)];
  app.get('/sitemap.xml', { onRequest: limits.read }, async (request, reply) => {
    const origin = publicOrigin(request);
    const tokens = (market.snapshot()?.tokens ?? []).map((t) => `/analytics/${encodeURIComponent(t.id)}`);
    const urls = [...guides, ...tokens]
      .map((path) => `  <url><loc>${escapeMarkup(origin + path)}</loc></url>`)
      .join('\n');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
}
