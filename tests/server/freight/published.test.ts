/**
 * What the forwarder has published (spec §2's freight pages show their empty state from it): an
 * empty portal answers that nothing is, without an error; the demo data has every kind.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { PUBLISHED_KINDS } from '../../../domain/freight/published.ts';
import { testNow } from '../../support/test-clock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, startFreightApp } from './support.ts';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

const everyKind = (value: boolean) => Object.fromEntries(PUBLISHED_KINDS.map((kind) => [kind, value]));

describe(`POST /api/${FreightPath.published}`, () => {
  it('an empty portal has published nothing, and says so without an error, in both languages', async () => {
    const t = await startTestApp({ now: testNow });
    apps.push(t);
    for (const language of ['en', 'zh-CN']) {
      const answer = await call(t, FreightPath.published, {}, { 'accept-language': language });
      expect(answer.code).toBe('1');
      expect(answer.data).toEqual(everyKind(false));
    }
  });

  it('the demo data has every kind', async () => {
    const t = await startFreightApp();
    apps.push(t);
    expect((await call(t, FreightPath.published, {})).data).toEqual(everyKind(true));
  });
});
