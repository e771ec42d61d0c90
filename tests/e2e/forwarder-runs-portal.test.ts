// The forwarder's people run a production start (spec §6), in Chromium, in both languages: the
// start-up log's setup link makes the first administrator, who invites a customer-service and an
// operations colleague by mail; customer service approves a new customer's certification and sets
// its customer type and service contact; the customer books and pays space; operations completes one
// space order and refuses another, whose refund the customer sees; the administrator changes the
// tenant's name, colour, a menu entry and a content page, and a visitor sees them on the next load.
// No demo mode: the forwarder's sailings and space are loaded into the database before the start, as
// its own data would be (their pages are the next step), so every account here is made in the browser.
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/db/connection.ts';
import { FREIGHT_SCALES } from '../../server/db/freight/generator.ts';
import { seedFreight } from '../../server/db/freight/seed.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { launchBrowser } from './support/browser.ts';
import { mailLink, mailsTo, nextLinkMailTo } from './support/outbox.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { decodeQrImage } from './support/qr.ts';
import { enrolSecondFactor } from './support/second-factor.ts';
import { sendCredentials } from './support/sign-in.ts';
import { paidSpaceOrder, type SpareSailing, spareSailing } from './support/space-orders.ts';
import { openSqlite } from './support/sqlite.ts';

let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** The forwarder's sailings and space, in the portal's database before it first starts. */
/** The instant the forwarder's data is dated from: a production server runs on the machine's clock. */
const startedAt = new Date();

const loadForwarderData = async (dataDir: string): Promise<void> => {
  const db = createDatabase({ kind: 'sqlite', file: join(dataDir, 'portal.db') });
  try {
    await migrateToLatest(db);
    await seedFreight(db, { scale: FREIGHT_SCALES.test, now: startedAt.getTime() });
  } finally {
    await db.destroy();
  }
};

beforeAll(async () => {
  portal = await startPortal({ env: { DEMO_MODE: '0' }, prepare: loadForwarderData });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const consoleUrl = (page: string) => `${portal.baseUrl}/console/${page}`;

async function openPage(lang: 'cn' | 'en', viewport = { width: 1360, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  await context.addCookies([{ name: 'lang', value: lang, url: portal.baseUrl }]);
  return context.newPage();
}

/** The session's credential from the Authorization cookie, for set-up calls by API. */
const apiKeyOf = async (page: Page): Promise<string> =>
  (await page.context().cookies(portal.baseUrl)).find((cookie) => cookie.name === 'Authorization')?.value ??
  '';

/** The link of the newest invitation mailed to the address. */
const invitationLink = async (address: string): Promise<string> => {
  const pattern = /https?:\/\/[^\s"'<>]+\/staffInvitation\?token=[\w%-]+/;
  await expect
    .poll(() => mailsTo(portal.dataDir, address, '/staffInvitation').length, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const link = mailsTo(portal.dataDir, address, '/staffInvitation').at(-1)?.match(pattern)?.[0];
  if (link === undefined) throw new Error(`no invitation link to ${address}`);
  return link.replace(/^https?:\/\/[^/]+/, portal.baseUrl);
};

/** A colleague opens the invitation, sets a password and signs in (in English). */
const joinStaff = async (address: string, password: string): Promise<Page> => {
  const page = await openPage('en');
  await page.goto(await invitationLink(address));
  await page.getByRole('heading', { name: 'Join the staff' }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set the password' }).click();
  await page.getByRole('status').getByRole('button', { name: 'Log in' }).click();
  await sendCredentials(page, { email: address, password });
  return page;
};

const administrator = { email: 'chief@east-sea-e2e.com', password: 'Chief2026' };
const service = { email: 'service@east-sea-e2e.com', password: 'Service2026' };
const operations = { email: 'ops@east-sea-e2e.com', password: 'Operations2026' };
const customer = {
  name: 'Zhao Min',
  email: 'zhao.min@shipper-e2e.com',
  password: 'Shipper2026',
  company: 'Zhao Trading Co',
};

let admin: Page;
let serviceDesk: Page;
let shipper: Page;
let sailing: SpareSailing;
const orders: string[] = [];

describe('the forwarder’s people run a production start, in Chromium', () => {
  it('in Chinese: the setup link makes the first administrator, who signs in with a second factor and invites two colleagues', async () => {
    const link = /(http:\/\/\S+\/setup\?token=[\w-]+)/.exec(portal.output())?.[1];
    if (link === undefined) throw new Error(`no setup link in the log:\n${portal.output()}`);
    admin = await openPage('cn');
    await admin.goto(link);
    await admin.getByLabel('邮箱', { exact: true }).fill(administrator.email);
    await admin.getByLabel('英文名', { exact: true }).fill('Chief Admin');
    await admin.getByLabel('中文名（选填）').fill('周总');
    await admin.getByLabel('密码', { exact: true }).fill(administrator.password);
    await admin.getByLabel('再次输入密码', { exact: true }).fill(administrator.password);
    await admin.getByRole('button', { name: '创建管理员' }).click();
    await admin.getByRole('status').getByRole('button', { name: '登录' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('邮箱', { exact: true }).fill(administrator.email);
    await dialog.getByLabel('密码', { exact: true }).fill(administrator.password);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await enrolSecondFactor(admin, 'cn');

    await admin.goto(consoleUrl('staff'));
    await admin.getByRole('heading', { name: '员工账号', level: 1 }).waitFor();
    const invite = admin.getByRole('form', { name: '邀请员工' });
    // A small forwarder's customer service sets the prices' exchange rates too (pricing).
    for (const [colleague, name, roles] of [
      [service, 'Service Desk', ['客服', '运价部']],
      [operations, 'Ops Desk', ['操作部']],
    ] as const) {
      await invite.getByLabel('邮箱', { exact: true }).fill(colleague.email);
      await invite.getByLabel('英文名', { exact: true }).fill(name);
      for (const role of roles) await invite.getByLabel(role, { exact: true }).check();
      await invite.getByRole('button', { name: '发送邀请' }).click();
      await admin.getByRole('row').filter({ hasText: colleague.email }).waitFor();
      for (const role of roles) await invite.getByLabel(role, { exact: true }).uncheck();
    }

    // A second customer-service contact, for customer service to assign (spec §6).
    await admin.goto(consoleUrl('settingsContacts'));
    const add = admin.getByRole('form', { name: '添加客服联系人' });
    await add.getByLabel('名称（中文）', { exact: true }).fill('赵敏');
    await add.getByLabel('名称（英文）', { exact: true }).fill('Zhao Min');
    await add.getByLabel('手机', { exact: true }).fill('13911112222');
    await add.getByRole('button', { name: '添加联系人' }).click();
    await admin.getByRole('list', { name: '其他客服联系人' }).getByText('赵敏 · 13911112222').waitFor();
  });

  it('in English: a new customer registers and certifies; customer service approves it and sets its type and contact', async () => {
    shipper = await openPage('en');
    await shipper.goto(`${portal.baseUrl}/index`);
    await shipper.getByRole('button', { name: 'Login' }).click();
    const dialog = shipper.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Log in with email and password' }).click();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.getByLabel('Name', { exact: true }).fill(customer.name);
    await dialog.getByLabel('Email', { exact: true }).fill(customer.email);
    await dialog.getByLabel('Password', { exact: true }).fill(customer.password);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.getByText(customer.email).waitFor();
    await shipper.goto(mailLink(await nextLinkMailTo(portal.dataDir, customer.email)));
    await dialog.getByLabel('Company name', { exact: true }).waitFor();
    await dialog.getByLabel('Name', { exact: true }).fill(customer.name);
    await dialog.getByLabel('Company name', { exact: true }).fill(customer.company);
    await dialog.getByLabel('Duty', { exact: true }).fill('Shipping manager');
    await dialog.getByLabel('Email', { exact: true }).fill(customer.email);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('button', { name: 'In progress' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    serviceDesk = await joinStaff(service.email, service.password);
    await serviceDesk.getByRole('dialog').waitFor({ state: 'detached' });
    await serviceDesk.goto(consoleUrl('certifications'));
    const row = serviceDesk.getByRole('row').filter({ hasText: customer.email });
    await row.getByRole('button', { name: 'Approve' }).click();
    await serviceDesk.getByText('Certification approved', { exact: true }).first().waitFor();

    await serviceDesk.goto(consoleUrl('customers'));
    await serviceDesk.getByRole('link', { name: `open the page of ${customer.email}` }).click();
    await serviceDesk.getByRole('heading', { name: customer.name, exact: true }).waitFor();
    await serviceDesk.getByLabel('Customer type', { exact: true }).selectOption({ label: 'Direct shipper' });
    await serviceDesk.getByText('The customer type was saved').first().waitFor();
    const contact = serviceDesk.getByLabel('Customer service contact', { exact: true });
    await contact.selectOption({ label: '赵敏 · 13911112222' });
    await serviceDesk.getByRole('button', { name: 'Save contact' }).click();
    await serviceDesk.getByText('The customer service contact was saved').first().waitFor();

    // The sailing's prices are in a foreign currency, paid in CNY at the tenant's rate (pricing's).
    sailing = spareSailing(portal, { days: 7, room: 4, now: startedAt });
    const db = openSqlite(portal.dataDir);
    const { currency } = db.prepare('select currency from space_sailings where id = ?').get(sailing.id) as {
      currency: string;
    };
    db.close();
    await serviceDesk.goto(consoleUrl('workingSettings'));
    const rates = serviceDesk.getByRole('form', { name: 'Save an exchange rate' });
    await rates.getByLabel('Currency', { exact: true }).fill(currency);
    await rates.getByLabel('CNY per unit', { exact: true }).fill('7.1988');
    await rates.getByLabel('Rate date', { exact: true }).fill('2026-11-26');
    await rates.getByRole('button', { name: 'Save exchange rate' }).click();
    await serviceDesk.getByText('The exchange rate was saved').first().waitFor();
  });

  it('in Chinese: the customer books space and pays it by scanning; a second order is paid too', async () => {
    await shipper.context().addCookies([{ name: 'lang', value: 'cn', url: portal.baseUrl }]);
    await shipper.goto(`${portal.baseUrl}/lookPresentCabinDetail?sailingId=${sailing.id}&book=1`);
    const dialog = shipper.getByRole('dialog');
    await dialog.getByLabel('委托书（PDF、JPG 或 PNG，不超过10M）').setInputFiles({
      name: 'attorney.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await dialog.getByText(/^已上传：attorney\.pdf/).waitFor();
    await dialog.getByLabel('箱型 1').selectOption(sailing.containerType);
    await dialog.getByLabel('数量 1').fill('1');
    await dialog.getByRole('button', { name: '预订并支付' }).click();
    const qr = dialog.getByRole('img', { name: /的支付二维码/ });
    await qr.waitFor();
    const orderNo = /SO\d{8}[0-9A-Z]{10}/.exec((await qr.getAttribute('alt')) ?? '')?.[0] ?? '';
    expect(orderNo).not.toBe('');
    orders.push(orderNo);
    // The sandbox provider's phone page, as a scan of the code opens it.
    const link = await decodeQrImage(browser, qr);
    const phone = await openPage('cn', { width: 390, height: 844 });
    await phone.goto(link.replace(/^https?:\/\/[^/]+/, portal.baseUrl));
    await phone.getByRole('button', { name: '支付', exact: true }).click();
    await dialog.getByText('支付成功，舱位已归您所有：订单状态为已订舱。').waitFor({ timeout: 15_000 });
    const second = await paidSpaceOrder(portal, sailing, await apiKeyOf(shipper));
    orders.push(second.order_form.orderNo);
  });

  it('in English: operations, signed in with a second factor, completes one order and refuses the other; the customer sees the refund', async () => {
    const ops = await joinStaff(operations.email, operations.password);
    await enrolSecondFactor(ops, 'en');
    await ops.goto(consoleUrl('spaceOrders'));
    const queue = ops.getByRole('table', { name: 'Space orders to handle' });
    const rowOf = (orderNo: string) => queue.getByRole('row').filter({ hasText: orderNo });
    const [completed, refused] = orders as [string, string];
    await rowOf(completed)
      .getByRole('button', { name: `Complete order ${completed}` })
      .click();
    await ops
      .getByRole('dialog', { name: `Complete order ${completed}?` })
      .getByRole('button', { name: 'Yes, complete it' })
      .click();
    await ops.getByText(`Order ${completed} completed`, { exact: true }).first().waitFor();
    await rowOf(refused)
      .getByRole('button', { name: `Refuse order ${refused}` })
      .click();
    const refusing = ops.getByRole('dialog', { name: `Refuse order ${refused}?` });
    await refusing.getByLabel('Reason').fill('The vessel omits this port');
    await refusing.getByRole('button', { name: 'Yes, refuse and refund' }).click();
    await ops.getByText(`Order ${refused} refused`, { exact: true }).first().waitFor();

    await shipper.context().addCookies([{ name: 'lang', value: 'en', url: portal.baseUrl }]);
    await shipper.goto(`${portal.baseUrl}/workspace/reserveCabin`);
    const mine = shipper.getByRole('row').filter({ hasText: refused });
    await mine.getByText('Reason: The vessel omits this port').waitFor();
    await mine.getByText(/^(Refund in progress|Refunded) · /).waitFor();
  });

  it('in Chinese: the administrator changes the name, colour, a menu entry and a content page; a visitor sees them', async () => {
    await admin.goto(consoleUrl('settings'));
    await admin.getByRole('heading', { name: '公司设置', level: 1 }).waitFor();
    await admin.getByLabel('中文名', { exact: true }).fill('东海远洋货运');
    await admin.getByLabel('主题色', { exact: true }).fill('#0b5d4b');
    await admin.getByRole('button', { name: '保存公司信息' }).click();
    await admin.getByText('已保存。访客下次打开页面时即可看到修改。').first().waitFor();

    await admin.goto(consoleUrl('settingsMenus'));
    await admin.getByRole('heading', { name: '菜单', exact: true }).waitFor();
    const entry = admin.getByRole('group', { name: '菜单项2：客户端下载' });
    await entry.getByLabel('名称（中文）', { exact: true }).fill('下载桌面客户端');
    await admin.getByRole('button', { name: '保存', exact: true }).click();
    await admin.getByText('菜单已保存').first().waitFor();

    await admin.goto(consoleUrl('settingsPages'));
    await admin.getByRole('heading', { name: '页面内容', exact: true }).waitFor();
    const block = admin.getByRole('group', { name: /^段落1：/ });
    await block.getByLabel('正文（中文）', { exact: true }).fill('东海远洋货运，立足宁波港。');
    await admin.getByRole('button', { name: '保存', exact: true }).first().click();
    await admin.getByText('页面内容已保存').first().waitFor();

    const visitor = await openPage('cn');
    await visitor.goto(`${portal.baseUrl}/index`);
    await visitor.getByRole('heading', { name: '东海远洋货运', level: 1 }).waitFor();
    await visitor.getByRole('link', { name: '下载桌面客户端' }).waitFor();
    const colour = await visitor.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--portal-primary').trim(),
    );
    expect(colour.toLowerCase()).toBe('#0b5d4b');
    await visitor.goto(`${portal.baseUrl}/about`);
    await visitor.getByText('东海远洋货运，立足宁波港。', { exact: true }).waitFor();
    for (const context of contexts) await context.close();
  });
});
