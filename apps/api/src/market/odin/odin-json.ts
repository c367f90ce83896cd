// JSON.parse turns 1680000000000000000 into 1680000000000000000 ± 256. Upstream amounts exceed
// 2^53, so we quote every bare number in the body before parsing: each number reaches the
// schemas as its exact source text. Strings are skipped so their contents are never touched.

const TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/** Parses JSON keeping every number as its exact source text (a string). */
export function parseJsonExact(body: string): unknown {
  const quoted = body.replace(TOKEN, (match) => (match.startsWith('"') ? match : `"${match}"`));
  return JSON.parse(quoted);
}
