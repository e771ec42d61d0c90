// The API contract's lint: writes the OpenAPI document that GET /api/openapi.json serves to
// .test-results/openapi.json and lints it with Redocly's recommended rules (redocly.yaml).
//   node scripts/openapi-lint.ts
// Offline: no usage data, no update notice (nothing but the npm registry is reachable here).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { openApiDocument } from '../server/routes/openapi-routes.ts';

const OUTPUT = '.test-results/openapi.json';

mkdirSync('.test-results', { recursive: true });
writeFileSync(OUTPUT, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
const result = spawnSync('node_modules/.bin/redocly', ['lint', OUTPUT, '--config', 'redocly.yaml'], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
});
if (result.error !== undefined) console.error(`openapi-lint: ${result.error.message}`);
process.exit(result.status ?? 1);
