// A production start (no demo mode) shows no demo text once the administrator has filled the
// settings: every route of domain/routes.ts and the legal pages, in Chinese and in English, is
// crawled in Chromium and none of the seed's demo markers appears in the page's text.
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../domain/api/accounts-paths.ts';
import { TenantPath } from '../../domain/api/tenant-paths.ts';
import { LEGAL_PAGES, legalPagePath } from '../../domain/legal-pages.ts';
import { APP_ROUTES } from '../../domain/routes.ts';
import type { CompanyInfoFormInput } from '../../domain/tenant/company-info-form.ts';
import { launchBrowser } from './support/browser.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { enrolSecondFactor } from './support/second-factor.ts';
import { englishPage, submitLogin } from './support/sign-in.ts';

/** Every page a visitor can open: the app's routes and the server's legal pages. */
const PAGES = [...APP_ROUTES, ...LEGAL_PAGES.map(legalPagePath)];

/** What the seed's demo tenant says of itself (server/db/seed/demo-tenant.ts). */
const DEMO_MARKERS = [/演示/, /demo/i, /example\.com/i];

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal({ env: { DEMO_MODE: '0' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const administrator = { email: 'chief@eastsea-logistics.cn', password: 'Admin1234' };

const call = async (path: string, body: unknown, apiKey?: string) => {
  const response = await fetch(`${portal.baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: apiKey } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: string; message: string };
  if (answer.code !== '1') throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
};

const COMPANY: CompanyInfoFormInput = {
  companyNameScn: '东海远洋物流',
  companyNameSen: 'East Sea Ocean Logistics',
  webThemeColor: '#0b6e4f',
  linkChName: '员工入口',
  linkEnName: 'Staff entrance',
  linkAddress: 'https://staff.eastsea-logistics.cn',
  webSiteRegisterNo: '浙ICP备2026123456号',
  webPubFclFlag: 0,
  bookingSpaceFlag: 1,
  containerFclShow: 1,
  programJurisdictionFlag: 0,
  spotFlag: 1,
  mobileDomainName: 'm.eastsea-logistics.cn',
  clientDomainName: '',
};

/**
 * The settings areas this branch has no page for yet (contacts, content pages and the legal
 * pages), written as their pages will write them: straight into their tables.
 */
const fillOtherSettings = (dataDir: string): void => {
  const db = new Database(`${dataDir}/portal.db`);
  try {
    db.prepare(
      `update customer_service_contacts set name_cn = '王海', name_en = 'Wang Hai', company_name = '东海远洋物流',
       company_name_en = 'East Sea Ocean Logistics', mobile = '13900000000', qq = '10001',
       email = 'service@eastsea-logistics.cn' where company_id = 1`,
    ).run();
    db.prepare(
      `update content_blocks set heading_cn = '东海远洋物流 ' || page || ' ' || position,
       heading_en = 'East Sea ' || page || ' ' || position, body_cn = '我们提供海运整箱与拼箱服务。',
       body_en = 'We carry full and part container loads by sea.' where company_id = 1`,
    ).run();
  } finally {
    db.close();
  }
};

describe('a production start once the administrator filled the settings', () => {
  it('shows none of the demo markers on any route, in Chinese or in English', {
    timeout: 600_000,
  }, async () => {
    const token = /\/setup\?token=([\w-]+)/.exec(portal.output())?.[1];
    expect(token, portal.output()).toBeDefined();
    await call(AccountPath.createFirstAdministrator, {
      companyId: 1,
      token,
      email: administrator.email,
      password: administrator.password,
      nameEn: 'Chief Admin',
      nameCn: '李总',
    });
    // The administrator's roles need a second factor: enrolled at this first sign-in.
    const adminPage = await englishPage(browser, portal);
    await adminPage.goto(`${portal.baseUrl}/index`);
    await submitLogin(adminPage, administrator);
    await enrolSecondFactor(adminPage, 'en');
    const apiKey =
      (await adminPage.context().cookies(portal.baseUrl)).find((cookie) => cookie.name === 'Authorization')
        ?.value ?? '';
    await call(TenantPath.saveCompanyInfo, COMPANY, apiKey);
    await adminPage.context().close();
    fillOtherSettings(portal.dataDir);

    const found: string[] = [];
    for (const lang of ['cn', 'en'] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addCookies([{ name: 'lang', value: lang, url: portal.baseUrl }]);
      const page = await context.newPage();
      for (const route of PAGES) {
        await page.goto(`${portal.baseUrl}${route}`);
        await page.waitForLoadState('networkidle');
        // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees, not scripts' data
        const text = await page.locator('body').innerText();
        for (const marker of DEMO_MARKERS) {
          const match = marker.exec(text);
          if (match) {
            const at = match.index;
            found.push(
              `${lang} ${route}: …${text.slice(Math.max(0, at - 40), at + 40).replace(/\s+/g, ' ')}…`,
            );
          }
        }
      }
      await context.close();
    }
    expect(found).toEqual([]);
  });
});
