import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes } from './security.js';

describe('content security policy', () => {
  it('allows no third party without a Google client id', () => {
    const csp = contentSecurityPolicy({ google: false });
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain('google');
  });

  it('allows Google Identity Services, and only it, with a client id', () => {
    const csp = contentSecurityPolicy({ google: true });
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client;");
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style;");
    expect(csp).toContain("connect-src 'self' https://accounts.google.com/gsi/;");
    expect(csp).toContain('frame-src https://accounts.google.com/gsi/;');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("allows the page's inline scripts by their hash only", () => {
    const body = 'document.title="x"';
    const html = `<head><script>${body}</script><script type="module" src="/assets/index.js"></script></head>`;
    const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([hash]);
    expect(contentSecurityPolicy({ google: false, scriptHashes: [hash] })).toContain(
      `script-src 'self' ${hash};`,
    );
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });
});
