import { configDefaults, defineConfig } from 'vitest/config';

// The suite always runs on embedded PGlite; when TEST_DATABASE_URL names a PostgreSQL server
// (CI sets it), the tests that open a database run a second time against that server.
const postgresUrl = process.env.TEST_DATABASE_URL;

// The assistant's tests never open a database (they ask the engine against a fixture market), and
// scoring the eval sets is most of the suite's time: a second pass would only repeat them.
const NO_DATABASE = ['src/assistant/**'];

export default defineConfig({
  test: {
    environment: 'node',
    passWithNoTests: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // PGlite databases are per test file; keep files in separate workers but not too many at once on 2 cores.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'pglite', env: { TEST_DATABASE_URL: '' } } },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                env: { TEST_DATABASE_URL: postgresUrl },
                exclude: [...configDefaults.exclude, ...NO_DATABASE],
              },
            },
          ]
        : []),
    ],
  },
});
