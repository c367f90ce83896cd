import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const gz = promisify(gzip);
const br = promisify(brotliCompress);

/**
 * Writes `.gz` and `.br` beside each text asset so a static server with pre-compressed file
 * support (e.g. @fastify/static `preCompressed: true`) sends them without compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'odai-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((f) => /\.(js|css|html|svg|json)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
          const source = await readFile(path);
          if (source.length < 1024) return;
          await writeFile(`${path}.gz`, await gz(source, { level: 9 }));
          await writeFile(
            `${path}.br`,
            await br(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }),
      );
    },
  };
}

/**
 * Writes `route-preloads.json`: for each lazily loaded route, the chunk and CSS it needs. The server
 * announces them in a `Link` header when that URL is requested, so a direct visit downloads the
 * route's code in parallel with the app shell instead of after it.
 */
function routePreloads(routes: Record<string, string>): Plugin {
  return {
    name: 'odai-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const preloads: Record<string, string[]> = {};
      for (const [route, module] of Object.entries(routes)) {
        const chunk = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(`/${module}`),
        );
        if (chunk?.type !== 'chunk') this.error(`route-preloads: no chunk for ${module}`);
        preloads[route] = [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])];
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}

// In development the API runs on :5000 (pnpm dev); Vite proxies /api to it so the browser sees
// one origin, exactly as in production where the API serves the built files.
// `vite build` builds the browser app into dist/; `vite build --ssr` (the second half of the build
// script) builds the server renderer into dist/ssr/, one self-contained ES module the API loads.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        precompress(),
        // Keyed by route path: a token's page loads the same dashboard chunk as the list.
        routePreloads({
          '/analytics': 'src/features/analytics/components/analytics-page.tsx',
          '/analytics/:token': 'src/features/analytics/components/analytics-page.tsx',
        }),
      ],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:5000' } },
  // Everything bundled in: the renderer needs no node_modules beside it wherever dist/ is deployed.
  ssr: { noExternal: true, target: 'node' },
  // React's production build in the renderer whatever NODE_ENV the server runs with (the
  // development build renders several times slower).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : // Every browser es2022 targets supports <link rel="modulepreload">: no polyfill in the entry.
      {
        target: 'es2022',
        sourcemap: false,
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // React DOM in its own chunk: the boot script evaluates it one task before the app's
            // entry (decision 046), so neither task is long enough to block input for long.
            manualChunks: (id: string) =>
              /[\\/]node_modules[\\/].*react-dom[\\/]/.test(id) ? 'react-dom' : undefined,
          },
        },
      },
}));
