/**
 * Serves the built single-page app: hashed assets with immutable caching, and index.html for every
 * route of spec section 2 (200) or for any other page path (404: the app shows its not-found page),
 * with the first paint written in (server/services/first-paint.ts).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Tenant } from '../../domain/api/company.ts';
import { SHARED_TRACKING_ROUTE } from '../../domain/orders/tracking-share.ts';
import { APP_ROUTES } from '../../domain/routes.ts';
import { translate } from '../messages.ts';
import { readCatalogWords } from '../services/catalog-words.ts';
import {
  type BuildManifest,
  firstPaintLanguage,
  inlineStylesheets,
  linkedStylesheets,
  renderFirstPaint,
  routeAssets,
} from '../services/first-paint.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A request for a file (vite's /assets/ folder, or a name with an extension) never gets the shell. */
export const isAssetPath = (urlPath: string): boolean =>
  urlPath.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(urlPath.slice(urlPath.lastIndexOf('/') + 1));

export interface AppShell {
  /** Answers a page request with the shell, or a note to build the app when there is none. */
  send(request: FastifyRequest, reply: FastifyReply, status: 200 | 404): Promise<FastifyReply>;
}

/** The manifest, or none (an older build, a test's folder): the page then goes without route preloads. */
const readManifest = async (file: string): Promise<BuildManifest | undefined> => {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as BuildManifest;
  } catch {
    return undefined;
  }
};

export const registerAppShell = async (
  app: FastifyInstance,
  staticDir: string,
  /** The tenant the built app serves, read for each page so a change of branding shows at once. */
  tenant: () => Promise<Tenant | undefined>,
): Promise<AppShell> => {
  const indexFile = path.join(staticDir, 'index.html');
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  // Hashed names never change content: each stylesheet is read once.
  const stylesheets = new Map<string, string>();
  const readStylesheets = async (template: string): Promise<ReadonlyMap<string, string>> => {
    for (const href of linkedStylesheets(template)) {
      if (stylesheets.has(href)) continue;
      const css = await readFile(path.join(staticDir, href), 'utf8').catch(() => undefined);
      if (css !== undefined) stylesheets.set(href, css);
    }
    return stylesheets;
  };
  const built = existsSync(indexFile);
  // The catalogs ship with the build's sources and change only with a new release: read once.
  const words = built ? await readCatalogWords() : { cn: new Map(), en: new Map() };
  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      // @fastify/static serves dotfiles by default; a stray .env or .git copied into the build must not leak.
      dotfiles: 'deny',
      cacheControl: false,
      // The .br and .gz siblings written at build time (scripts/precompress.ts), chosen by Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite puts a content hash in every name under assets/; other files may change in place.
        const hashed = path.relative(staticDir, filePath).startsWith(`assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }
  const shell: AppShell = {
    send: async (request, reply, status) => {
      if (!built) {
        return reply
          .code(status)
          .type('text/plain; charset=utf-8')
          .send(translate('appNotBuilt', request.portal.language));
      }
      // Read on each request: a rebuild while the server runs must not serve stale asset names.
      const [template, manifest, branding] = await Promise.all([
        readFile(indexFile, 'utf8'),
        readManifest(manifestFile),
        tenant(),
      ]);
      const pathname = request.url.split('?')[0]!;
      const language = firstPaintLanguage(request.headers.cookie);
      const html = renderFirstPaint(inlineStylesheets(template, await readStylesheets(template)), {
        tenant: branding,
        language,
        pathname,
        assets: status === 200 ? routeAssets(manifest, pathname, language) : { scripts: [], styles: [] },
        words,
      });
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html);
    },
  };
  for (const route of APP_ROUTES) {
    app.get(route, (request, reply) => {
      // A shared tracking link is a bearer link: search engines must not keep it.
      if (route === SHARED_TRACKING_ROUTE) reply.header('x-robots-tag', 'noindex, nofollow');
      return shell.send(request, reply, 200);
    });
  }
  return shell;
};
