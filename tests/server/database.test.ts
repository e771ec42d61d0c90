import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TITLE_SECTIONS } from '../../domain/api/company.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { migrationProvider } from '../../server/db/migrations/index.ts';
import type { Database } from '../../server/db/schema.ts';
import { DEMO_NAME_CN, DEMO_NAME_EN } from '../../server/db/seed/demo-tenant.ts';
import { seedDemoTenant } from '../../server/db/seed/seed.ts';
import { TEST_PUBLIC_BASE_URL } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

let first: TestDatabase;
let second: TestDatabase;
let db: Database;
let other: Database;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  db = first.open();
  other = second.open();
});
afterAll(async () => {
  await first.drop();
  await second.drop();
});

const TABLES = [
  'companies',
  'menuItems',
  'menuChildren',
  'customerServiceContacts',
  'titleSettings',
  'contentBlocks',
  'media',
  'personaEvents',
] as const;

const counts = async (database: Database) =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (table) => {
        const row = await database
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow();
        return [table, Number(row.n)];
      }),
    ),
  );

/** Everything the seed wrote, in a stable order, with picture bytes reduced to a hash. */
const snapshot = async (database: Database) => ({
  companies: await database.selectFrom('companies').selectAll().orderBy('companyId').execute(),
  menuItems: await database.selectFrom('menuItems').selectAll().orderBy('position').execute(),
  menuChildren: await database
    .selectFrom('menuChildren')
    .selectAll()
    .orderBy('itemPosition')
    .orderBy('position')
    .execute(),
  contacts: await database.selectFrom('customerServiceContacts').selectAll().execute(),
  titles: await database.selectFrom('titleSettings').selectAll().orderBy('section').execute(),
  content: await database
    .selectFrom('contentBlocks')
    .selectAll()
    .orderBy('page')
    .orderBy('position')
    .execute(),
  media: (await database.selectFrom('media').selectAll().orderBy('id').execute()).map((row) => ({
    id: row.id,
    contentType: row.contentType,
    sha256: createHash('sha256').update(row.bytes).digest('hex'),
  })),
});

describe('migrations', () => {
  it('apply once on an empty database and are a no-op the second time', async () => {
    // Every area adds its own migrations; all of them apply, in name order.
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    expect(names[0]).toBe('0001_portal_shell');
    expect(await migrateToLatest(db)).toEqual(names);
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await counts(db)).toEqual(Object.fromEntries(TABLES.map((table) => [table, 0])));
  });

  it('enforce foreign keys (SQLite needs foreign_keys = ON)', async () => {
    await expect(
      db.insertInto('menuItems').values({ companyId: 404, position: 0, sName: 'orphan' }).execute(),
    ).rejects.toThrow();
  });
});

describe('demo seed', () => {
  it('seeds one clearly labelled demo tenant, companyId 1, on an empty database', async () => {
    expect(await seedDemoTenant(db, TEST_PUBLIC_BASE_URL)).toBe(true);
    const companies = await db
      .selectFrom('companies')
      .select(['companyId', 'companyNameScn', 'companyNameSen'])
      .execute();
    expect(companies).toEqual([{ companyId: 1, companyNameScn: DEMO_NAME_CN, companyNameSen: DEMO_NAME_EN }]);
    expect(DEMO_NAME_CN).toContain('演示数据');
    expect(DEMO_NAME_EN).toContain('demo data');
  });

  it('stores the raw demo values the API normalises (containerFclShow 0) and the spec flags', async () => {
    const company = await db.selectFrom('companies').selectAll().executeTakeFirstOrThrow();
    expect(company).toMatchObject({
      containerFclShow: 0,
      programJurisdictionFlag: 3,
      webPubFclFlag: 0,
      spotFlag: 1,
      bookingSpaceFlag: 1,
      linkChName: '员工登录',
      linkEnName: 'Staff login',
      linkAddress: 'https://work.example.com',
      webSiteRegisterNo: '沪ICP备2026000001号-1',
      mobileDomainName: '',
      clientDomainName: '',
    });
    const titles = await db.selectFrom('titleSettings').select('section').execute();
    expect(titles.map((row) => row.section).sort()).toEqual([...TITLE_SECTIONS].sort());
  });

  it('QR pictures are real PNGs; logos are generated SVGs in the tenant colour with no external reference', async () => {
    const company = await db.selectFrom('companies').selectAll().executeTakeFirstOrThrow();
    const media = await db.selectFrom('media').selectAll().execute();
    const png = media.filter((row) => row.contentType === 'image/png');
    expect(png.length).toBe(2);
    for (const row of png)
      expect(Buffer.from(row.bytes).subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    for (const row of media.filter((item) => item.contentType === 'image/svg+xml')) {
      const source = Buffer.from(row.bytes).toString('utf8');
      expect(source).toContain(company.webThemeColor);
      expect(source).not.toMatch(/href=|url\(|<script/i);
    }
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await snapshot(db);
    expect(await seedDemoTenant(db, TEST_PUBLIC_BASE_URL)).toBe(false);
    expect(await snapshot(db)).toEqual(before);
  });

  it('is deterministic: a fresh database gets exactly the same rows and pictures', async () => {
    await migrateToLatest(other);
    await seedDemoTenant(other, TEST_PUBLIC_BASE_URL);
    expect(await snapshot(other)).toEqual(await snapshot(db));
  });
});
