import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config.js';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('configuration', () => {
  it('starts with no configuration at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 5000, HOST: '0.0.0.0', COOKIE_SECURE: 'auto' });
    expect(config.DATABASE_URL).toBeUndefined(); // embedded PGlite
  });

  it.each([
    ['PORT', 'eighty'],
    ['COOKIE_SECURE', 'sometimes'],
    ['DATABASE_URL', 'mysql://localhost/odai'],
    ['CHAT_RATE_PER_MINUTE', '0'],
  ])('names the variable when %s is bad', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it("has a row in the README's configuration table for every variable it reads", () => {
    const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../README.md'), 'utf8');
    const rows = new Set([...readme.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]));
    expect(CONFIG_VARIABLES.length).toBeGreaterThanOrEqual(28);
    expect(CONFIG_VARIABLES.filter((name) => !rows.has(name))).toEqual([]);
  });

  it('reads ALLOWED_ORIGINS as a list of origins and refuses anything else', () => {
    expect(loadConfig({}).ALLOWED_ORIGINS).toEqual([]);
    expect(
      loadConfig({ ALLOWED_ORIGINS: ' https://ODAI.example.com, http://10.0.0.5:8080 ' }).ALLOWED_ORIGINS,
    ).toEqual(['https://odai.example.com', 'http://10.0.0.5:8080']);
    for (const bad of [
      'odai.example.com',
      'https://odai.example.com/',
      'https://odai.example.com/chat',
      '*',
    ]) {
      expect(() => loadConfig({ ALLOWED_ORIGINS: bad })).toThrow(/ALLOWED_ORIGINS/);
    }
  });

  it('the server entry prints the bad variable and exits 1 before opening anything', () => {
    const tsx = join(apiRoot, 'node_modules', '.bin', 'tsx');
    const result = spawnSync(tsx, ['src/server.ts'], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH, PORT: 'eighty', DATA_DIR: '/nonexistent/should-not-be-created' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT:');
  });
});
