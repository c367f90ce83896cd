import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` in built (minified) code; not `import("…")`. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["'](\.\/[\w.-]+\.js)["']/g;
const BUILT_MODULE = /^\/assets\/[\w.-]+\.js$/;

/**
 * Reads a built module's static imports, as absolute paths beside it ('/assets/x.js'), so the boot
 * script knows which modules can be evaluated before the entry (`modulesBeforeEntry`). Anything
 * that is not a built module under /assets, or cannot be read, is `undefined` (unknown).
 */
export function staticImportsIn(webDir: string): (href: string) => string[] | undefined {
  const cache = new Map<string, string[] | undefined>();
  return (href) => {
    if (cache.has(href)) return cache.get(href);
    let imports: string[] | undefined;
    if (BUILT_MODULE.test(href)) {
      try {
        const code = readFileSync(join(webDir, href), 'utf8');
        imports = [...code.matchAll(STATIC_IMPORT)].map((m) => `/assets/${(m[1] as string).slice(2)}`);
      } catch {
        imports = undefined;
      }
    }
    cache.set(href, imports);
    return imports;
  };
}
