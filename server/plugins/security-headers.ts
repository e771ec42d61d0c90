/** Security headers on every response, with a CSP the built single-page app can live with. */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's defaults are spelled out (useDefaults would add font and style sources the app does not
 * want). upgrade-insecure-requests is on when visitors arrive over HTTPS (PUBLIC_BASE_URL): on a
 * plain-HTTP address it would send every asset request to an https:// nobody answers.
 */
export const registerSecurityHeaders = (app: FastifyInstance, publicBaseUrl: string): void => {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // No inline event handlers (onclick="..."): React never writes them, injected markup might.
        scriptSrcAttr: ["'none'"],
        // Radix and the runtime theme inject style elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The file download of spec section 7 is a same-origin form post.
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: publicBaseUrl.startsWith('https:') ? [] : null,
      },
    },
    // The legacy header says the same as frame-ancestors for browsers that predate CSP 2.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Cross-origin isolation would block nothing the portal loads, but keep popups (work login) usable.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // Helmet's middleware is made once: the Fastify plugin made it anew on every request, parsing
  // the CSP each time (a few percent of a small API answer's CPU, docs/booking.md).
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
};
