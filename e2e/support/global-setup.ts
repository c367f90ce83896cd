import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from './server.js';

let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
