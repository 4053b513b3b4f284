import { defaultRemotesManifest } from './remotes.ts';
import {
  contentSecurityPolicy,
  isSubresourceType,
  nginxSecurityHeaders,
  remoteOrigins,
  securityHeaders,
  subresourceSecurityHeaders,
} from './security-headers.ts';

describe('security headers of the front-end hosts', () => {
  it('names each remote origin once, and none for same-origin entries', () => {
    expect(
      remoteOrigins({
        ...defaultRemotesManifest(),
        mf_admin: '/remotes/admin/remoteEntry.js',
        mf_student: 'http://localhost:4201/other/remoteEntry.js',
      }),
    ).toEqual(['http://localhost:4201', 'http://localhost:4203']);
  });

  it('lets scripts come only from us and the remotes, and forbids framing', () => {
    const policy = contentSecurityPolicy(['https://mf.yrkesbro.no']);
    const directives = new Map(
      policy.split('; ').map((directive) => {
        const [name, ...values] = directive.split(' ');
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'", 'https://mf.yrkesbro.no']);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('sends HSTS, nosniff and DENY with every policy, and renders them for nginx', () => {
    const headers = securityHeaders(defaultRemotesManifest());
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=31536000/);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(securityHeaders(null)['Content-Security-Policy']).toBe("frame-ancestors 'none'");
    expect(nginxSecurityHeaders({ 'X-Frame-Options': 'DENY' })).toBe(
      'add_header X-Frame-Options "DENY" always;',
    );
  });

  it('sends scripts, styles, fonts and JSON without the page policy, keeping nosniff and HSTS', () => {
    for (const type of [
      'text/javascript; charset=utf-8',
      'application/javascript',
      'text/css',
      'font/woff2',
      'application/json',
    ])
      expect(isSubresourceType(type)).toBe(true);
    for (const type of ['text/html', 'text/html; charset=utf-8', 'image/svg+xml', 'text/plain', ''])
      expect(isSubresourceType(type)).toBe(false);
    const headers = subresourceSecurityHeaders();
    expect(headers).not.toHaveProperty('Content-Security-Policy');
    expect(headers).not.toHaveProperty('X-Frame-Options');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(securityHeaders(null)).toMatchObject(headers);
  });
});
