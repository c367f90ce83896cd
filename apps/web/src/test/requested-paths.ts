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
