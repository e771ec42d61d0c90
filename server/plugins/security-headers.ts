/** Security headers on every response, with a CSP the built single-page app can live with. */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const registerSecurityHeaders = (app: FastifyInstance) =>
  app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
      },
    },
    // The legacy header says the same as frame-ancestors for browsers that predate CSP 2.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Cross-origin isolation would block nothing the portal loads, but keep popups (work login) usable.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
