/**
 * Seeds the demo tenant (branding, menus, content, the company directory) on first start, in demo
 * mode or not: without a company the portal shows nothing (docs/decisions.md). Deterministic for a
 * given public base URL, and idempotent. Demo accounts are seedDemoAccounts' (demo mode only).
 */
import { CONTENT_PAGES } from '../../../domain/api/company.ts';
import { LEGAL_PAGES } from '../../../domain/legal-pages.ts';
import { createRepositories } from '../repositories/index.ts';
import { mediaOf } from '../repositories/media-repository.ts';
import type { Database, NewMedia } from '../schema.ts';
import { seedCompanyDirectory } from './accounts-seed.ts';
import { avatarSvg, backgroundSvg, bannerSvg, logoSvg, qrPng, svgMedia } from './demo-images.ts';
import {
  DEMO_COMPANY_ID,
  DEMO_OFFICIAL_ACCOUNT_URL,
  DEMO_SHORT_NAME_CN,
  DEMO_SHORT_NAME_EN,
  DEMO_THEME_COLOUR,
  demoCompany,
  demoContact,
  demoContent,
  demoLegalContent,
  demoMenu,
  demoTitleSettings,
} from './demo-tenant.ts';

const demoMedia = async (publicBaseUrl: string) => {
  const colour = DEMO_THEME_COLOUR;
  return {
    webOutLogo: svgMedia('logo', logoSvg(DEMO_SHORT_NAME_CN, DEMO_SHORT_NAME_EN, colour, false)),
    webInLogo: svgMedia('logo-inverse', logoSvg(DEMO_SHORT_NAME_CN, DEMO_SHORT_NAME_EN, colour, true)),
    webHomeBgImg: svgMedia('home-banner', backgroundSvg(1920, 540, colour)),
    webLoginPic: svgMedia(
      'login',
      bannerSvg(400, 480, colour, DEMO_SHORT_NAME_CN, '海运订舱 · Ocean freight'),
    ),
    webExProPic: svgMedia('promotion', bannerSvg(600, 300, colour, '现舱预订', 'Available space booking')),
    qrCodePicUrl: mediaOf('portal-qr', 'image/png', await qrPng(publicBaseUrl)),
    wxPubQrCodePic: mediaOf('official-account-qr', 'image/png', await qrPng(DEMO_OFFICIAL_ACCOUNT_URL)),
    headPic: svgMedia('service-avatar', avatarSvg('林', colour)),
  } satisfies Record<string, NewMedia>;
};

const url = (media: NewMedia): string => `/media/${media.id}`;

/** True when this call seeded; false when a company exists already (an earlier or concurrent start). */
const seedTenant = async (db: Database, publicBaseUrl: string): Promise<boolean> => {
  if (await createRepositories(db).companies.hasAny()) return false;
  const media = await demoMedia(publicBaseUrl);
  return db.transaction().execute(async (trx) => {
    const repositories = createRepositories(trx);
    for (const row of Object.values(media)) await repositories.media.insertIfAbsent(row);
    const inserted = await repositories.companies.insertIfAbsent(
      demoCompany({
        webHomeBgImg: url(media.webHomeBgImg),
        qrCodePicUrl: url(media.qrCodePicUrl),
        webOutLogo: url(media.webOutLogo),
        webInLogo: url(media.webInLogo),
        webExProPic: url(media.webExProPic),
        wxPubQrCodePic: url(media.wxPubQrCodePic),
        webLoginPic: url(media.webLoginPic),
      }),
    );
    if (!inserted) return false;
    await repositories.menus.insertMany(DEMO_COMPANY_ID, demoMenu);
    await repositories.contacts.insert(DEMO_COMPANY_ID, demoContact(url(media.headPic)));
    await repositories.titleSettings.insertMany(DEMO_COMPANY_ID, demoTitleSettings);
    for (const page of CONTENT_PAGES) {
      await repositories.content.insertBlocks(DEMO_COMPANY_ID, page, demoContent[page]);
    }
    for (const page of LEGAL_PAGES) {
      await repositories.content.insertBlocks(DEMO_COMPANY_ID, page, demoLegalContent[page]);
    }
    return true;
  });
};

/**
 * Seeds the demo tenant (true when this call did), then the company directory, which is idempotent
 * on its own so that a database seeded before the accounts area existed gets it too.
 */
export const seedDemoTenant = async (db: Database, publicBaseUrl: string): Promise<boolean> => {
  const seeded = await seedTenant(db, publicBaseUrl);
  await seedCompanyDirectory(db);
  return seeded;
};
