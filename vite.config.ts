import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress.ts';

// Time limits sized for a loaded 2-core machine (a browser, a server or a second suite beside this
// one): Vitest's 5 s default failed there. A hung test still fails, just later.
const timeouts = (ms: number) => ({ testTimeout: ms, hookTimeout: ms });

interface NodeProjectOptions {
  env?: Record<string, string>;
  /**
   * false: one module graph per worker instead of one per file, which re-imported the same
   * statecharts, domain rules and Fastify app for every file (domain + machines 24 s -> 11 s, server
   * projects 113 s -> 82 s). Only where files change no globals: each server file builds its own app
   * and database. Not the app project: its module singletons (session, router) leak between files.
   */
  isolate?: boolean;
  timeoutMs: number;
}

const nodeProject = (
  name: string,
  include: string[],
  { env = {}, isolate = true, timeoutMs }: NodeProjectOptions,
) => ({
  extends: true as const,
  test: { name, include, environment: 'node' as const, env, isolate, ...timeouts(timeoutMs) },
});

export default defineConfig({
  plugins: [
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui({ failOnMissing: process.env.VITEST === undefined }),
    vanillaExtractPlugin(),
    precompress(),
  ],
  // The manifest lets scripts/bench-bundle.ts find the chunks /index needs before its first render.
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    // Every browser the es2022 target admits preloads modules itself; one that does not just loads
    // them on import. The polyfill cost 0.2 KiB gzip of the first load for nothing. A lazy route's
    // preload list keeps its stylesheets only: the list of every chunk's JS dependencies is carried
    // by the first load (1.2 KiB gzip with the workspace's pages), and the browser finds a chunk's
    // imports itself when it parses it, mostly while the router preloads the route on hover.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // The libraries every page needs travel as one chunk: it compresses better than many small
        // ones and stays cached across releases of the app's own code. Not ky: it loads with the
        // first request (src/api/client.ts), after the first paint.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|xstate|@xstate|@lingui)[\\/]/,
            },
            // The shell's small modules that lazy chunks import too (language and credential cookies,
            // the spec's constants) came out as three chunks of their own, each compressed alone on
            // every first load; as one they save 0.2 KiB gzip of /index's budget.
            {
              name: 'shell-shared',
              test: /(domain[\\/]constants|src[\\/]app[\\/]cookies|src[\\/]api[\\/]authorization-store)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  test: {
    // Server and e2e suites open databases and browsers: keep the 2-core machine from thrashing.
    maxWorkers: 2,
    projects: [
      nodeProject('domain', ['tests/domain/**/*.test.ts'], { isolate: false, timeoutMs: 10_000 }),
      nodeProject('machines', ['tests/machines/**/*.test.ts', 'tests/scripts/**/*.test.ts'], {
        isolate: false,
        timeoutMs: 10_000,
      }),
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/app/setup.ts'],
          ...timeouts(20_000),
        },
      },
      nodeProject('server-sqlite', ['tests/server/**/*.test.ts'], {
        env: { TEST_DB: 'sqlite' },
        isolate: false,
        timeoutMs: 30_000,
      }),
      ...(process.env.TEST_DATABASE_URL
        ? [
            nodeProject('server-postgres', ['tests/server/**/*.test.ts'], {
              env: { TEST_DB: 'postgres' },
              isolate: false,
              timeoutMs: 30_000,
            }),
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // A hook starts a real server (up to 60 s, tests/e2e/support/portal.ts) and Chromium.
          ...timeouts(120_000),
          fileParallelism: false,
        },
      },
    ],
  },
});
