import type { FetchQueryOptions } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { server } from './server';

type RequestEvent = { request: Request };

/** The paths of the requests `run` sends, in order: lets a test compare a query key with its URL. */
export async function requestedPaths(run: () => Promise<unknown>): Promise<string[]> {
  const paths: string[] = [];
  const record = ({ request }: RequestEvent) => {
    paths.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', record);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', record);
  }
  return paths;
}

/**
 * A query's key joined with "/", and the paths its fetch requested: a feature's query keys are its
 * URLs' segments (so invalidating a prefix invalidates the URLs below it), and a test expects
 * `paths` to be `[key]`.
 */
export async function keyAndPaths(options: {
  queryKey: readonly unknown[];
}): Promise<{ key: string; paths: string[] }> {
  // Any feature's query options: fetching needs only their key and query function.
  const paths = await requestedPaths(() => createQueryClient().fetchQuery(options as FetchQueryOptions));
  return { key: options.queryKey.join('/'), paths };
}
