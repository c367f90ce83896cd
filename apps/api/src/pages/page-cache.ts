import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { strongEtag } from '../http/etag.js';
import { LruCache } from '../http/lru-cache.js';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** One rendered page, with its body in every encoding it is sent in, each with its own tag. */
export interface CachedPage {
  status: number;
  bodies: Record<Encoding, Buffer>;
  etags: Record<Encoding, string>;
}

/** Brotli when the browser takes it (every current one), then gzip, else the plain bytes. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  if (acceptEncoding.includes('br')) return 'br';
  return acceptEncoding.includes('gzip') ? 'gzip' : 'identity';
}

/** Compresses once, off the event loop (zlib runs on libuv's thread pool). */
export async function cachedPage(status: number, html: string): Promise<CachedPage> {
  const identity = Buffer.from(html);
  const [brotli, gzipped] = await Promise.all([
    br(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gz(identity, { level: 9 }),
  ]);
  return {
    status,
    bodies: { identity, br: brotli, gzip: gzipped },
    etags: {
      identity: strongEtag(identity),
      br: strongEtag(identity, 'br'),
      gzip: strongEtag(identity, 'gz'),
    },
  };
}

/**
 * Rendered pages by cache key (the page's key plus its sources' versions). A key being rendered is
 * rendered once however many visitors ask for it meanwhile; they all get that render.
 */
export class PageCache {
  private readonly pages: LruCache<CachedPage>;
  private readonly rendering = new Map<string, Promise<CachedPage>>();

  constructor(maxEntries: number) {
    this.pages = new LruCache(maxEntries);
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  fill(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = render()
        .then((page) => {
          this.pages.set(key, page);
          return page;
        })
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }
}
