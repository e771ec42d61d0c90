import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const nodeProject = (name: string, include: string[], env: Record<string, string> = {}) => ({
  extends: true as const,
  test: { name, include, environment: 'node' as const, env },
});

export default defineConfig({
  plugins: [
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui({ failOnMissing: process.env.VITEST === undefined }),
    vanillaExtractPlugin(),
  ],
  // The manifest lets scripts/bench-bundle.ts find the chunks /index needs before its first render.
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page needs travel as one chunk: it compresses better than many small
        // ones and stays cached across releases of the app's own code.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|xstate|@xstate|@lingui|ky)[\\/]/,
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
      nodeProject('domain', ['tests/domain/**/*.test.ts']),
      nodeProject('machines', ['tests/machines/**/*.test.ts', 'tests/scripts/**/*.test.ts']),
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/app/setup.ts'],
        },
      },
      nodeProject('server-sqlite', ['tests/server/**/*.test.ts'], { TEST_DB: 'sqlite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [nodeProject('server-postgres', ['tests/server/**/*.test.ts'], { TEST_DB: 'postgres' })]
        : []),
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
