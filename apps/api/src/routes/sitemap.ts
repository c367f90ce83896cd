import type { FastifyInstance } from 'fastify';
import type { KnowledgeBase } from '../assistant/knowledge-base/knowledge-base.js';
import type { RateLimits } from '../plugins/rate-limits.js';

export interface SitemapRoutesOptions {
  kb: KnowledgeBase;
  limits: RateLimits;
}

/** The pages worth indexing that exist whatever the data: the landing, the dashboard, the guides. */
const FIXED_PAGES = ['/', '/analytics', '/guides'];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** /sitemap.xml: the site's pages, every guide included, as absolute addresses on the host asked. */
export async function sitemapRoutes(app: FastifyInstance, { kb, limits }: SitemapRoutesOptions) {
  const paths = [...FIXED_PAGES, ...kb.articles.map((article) => `/guides/${article.slug}`)];
  app.get('/sitemap.xml', { onRequest: limits.read }, async (request, reply) => {
    // The host the crawler asked for (behind a proxy, as forwarded when the proxy is trusted).
    const origin = `${request.protocol}://${request.host}`;
    const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
}
