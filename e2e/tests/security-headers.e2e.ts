import { describe, expect, inject, it } from 'vitest';

const pages = ['/', '/analytics', '/no-such-page', '/api/health', '/api/tokens/popular', '/api/nope'];

describe('security headers', () => {
  const baseUrl = inject('baseUrl');

  it.each(pages)('%s carries a CSP and the usual hardening headers', async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$| )/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors '(none|self)'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('answers unknown API paths with JSON 404 and unknown pages with the 404 page', async () => {
    const api = await fetch(`${baseUrl}/api/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: expect.any(String) });
    const page = await fetch(`${baseUrl}/nope`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('404 Page Not Found');
  });
});
