import type { Context, Next } from 'koa';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** A year, with subdomains: the clinic's site is HTTPS only once deployed. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * `production` adds HSTS. Browsers ignore it over plain HTTP, but it is sent only in production so
 * a developer's localhost is never pinned to HTTPS.
 */
export function securityHeaders({ production = false }: { production?: boolean } = {}) {
  return async function setSecurityHeaders(ctx: Context, next: Next) {
    if (production) ctx.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    ctx.set({
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    });
    await next();
  };
}
