import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountPath } from '../../domain/api/accounts-paths.ts';
import { ApiPath } from '../../domain/api/paths.ts';
import { toUserSession } from '../../machines/auth/session-fields.ts';
import { storeAuthorization } from '../../src/api/authorization-store.ts';
import { storeSession } from '../../src/app/session-store.ts';
import { publishSessionView } from '../../src/app/session-view.ts';
import { sampleUserInfo, sampleValidateMap } from '../machines/auth/samples.ts';
import { company, installFakeApi, menus, ok } from './support/fake-api.ts';
import { ROUTE_LOADED, renderPortal, waitForShell } from './support/render-portal.tsx';

/** The header's view with nobody signed in: what each test that signs someone in leaves behind. */
const SIGNED_OUT = {
  loggedIn: false,
  userName: '',
  nameEn: '',
  userType: null,
  staffRoles: [],
  certificationStatus: null,
  userCompanyName: '',
};

const nav = () => screen.getByRole('navigation', { name: /Main|主导航/ });

describe('header (spec §2 Header)', () => {
  it('spec §2: an item is active when the current path equals one of its children’s paths', async () => {
    installFakeApi();
    await renderPortal('/rates');
    await waitForShell();
    expect(
      within(nav())
        .getByRole('link', { name: /海运运价/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(within(nav()).getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBeNull();
  });

  it('spec §2: an item named SPOT rates turns on the SPOT indicator', async () => {
    installFakeApi();
    await renderPortal('/index');
    await waitForShell();
    expect(within(nav()).getByRole('link', { name: /海运运价/ }).textContent).toContain('SPOT');
  });

  it('spec §2: without a SPOT rates item there is no SPOT indicator', async () => {
    installFakeApi({ [ApiPath.getWebMenuList]: () => ok(menus.slice(1)) });
    await renderPortal('/index');
    await waitForShell();
    expect(within(nav()).getByRole('link', { name: /海运运价/ }).textContent).not.toContain('SPOT');
  });

  it('spec §6: the spot freight entry shows per the spot flag; sea-rail and global only for the internal label', async () => {
    installFakeApi({ [ApiPath.getCompanyInfoById]: () => ok({ ...company, spotFlag: 0 }) });
    await renderPortal('/index');
    await waitForShell();
    expect(within(nav()).queryByRole('link', { name: '即期运价' })).toBeNull();
    expect(within(nav()).queryByRole('link', { name: '海铁联运' })).toBeNull();
    expect(within(nav()).queryByRole('link', { name: '全球方案' })).toBeNull();
    expect(screen.getByTestId('user-type-label').textContent).toBe('客户');
  });

  it('spec §6: the spot freight entry shows when the spot flag is on', async () => {
    installFakeApi();
    await renderPortal('/index');
    await waitForShell();
    expect(within(nav()).getByRole('link', { name: '即期运价' })).toBeTruthy();
  });

  it('spec §2: the header becomes fixed once scrolled past 37 px', async () => {
    installFakeApi();
    await renderPortal('/index');
    await waitForShell();
    const header = screen.getByRole('banner');
    Object.defineProperty(window, 'scrollY', { value: 37, configurable: true });
    fireEvent.scroll(window);
    expect(header.dataset.fixed).toBe('false');
    Object.defineProperty(window, 'scrollY', { value: 38, configurable: true });
    fireEvent.scroll(window);
    expect(header.dataset.fixed).toBe('true');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    fireEvent.scroll(window);
  });

  it('spec §2: external paths open in a new window and English uses the English path variant', async () => {
    installFakeApi();
    await renderPortal('/index', 'en');
    await waitForShell();
    await userEvent.click(within(nav()).getByRole('button', { name: /Industry news/ }));
    const link = within(nav()).getByRole('link', { name: 'Freight index' });
    expect(link.getAttribute('href')).toBe('https://index.example.com/en');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('spec §2: the Logistics Tools dropdown lists schedules and tracking; Escape closes it and returns focus', async () => {
    installFakeApi();
    await renderPortal('/index');
    await waitForShell();
    const button = within(nav()).getByRole('button', { name: /物流工具/ });
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav()).getByRole('link', { name: '船期查询' }).getAttribute('href')).toBe('/schedules');
    expect(within(nav()).getByRole('link', { name: '货物追踪' }).getAttribute('href')).toBe('/tracking');
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('spec §2: the About Us dropdown lists about, service and contact', async () => {
    installFakeApi();
    await renderPortal('/index');
    await waitForShell();
    await userEvent.click(within(nav()).getByRole('button', { name: /关于我们/ }));
    const hrefs = ['关于我们', '服务', '联系我们'].map((name) =>
      within(nav()).getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/about', '/service', '/contact']);
  });

  it('spec §2: the work login opens the configured address in a new window, named per language', async () => {
    installFakeApi();
    await renderPortal('/index', 'en');
    await waitForShell();
    const link = screen.getByRole('link', { name: 'Staff login' });
    expect(link.getAttribute('href')).toBe(company.linkAddress);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('spec §2: not logged in, a Login button opens the login dialog (712 px in English)', async () => {
    installFakeApi();
    await renderPortal('/index', 'en');
    await waitForShell();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    // The dialog, its machines and its catalog load on this first request.
    const dialog = await screen.findByRole('dialog', {}, ROUTE_LOADED);
    expect(dialog.style.width).toBe('712px');
  });

  it('spec §1: switching the language re-renders without reload and is remembered in a cookie', async () => {
    installFakeApi();
    await renderPortal('/index');
    await waitForShell();
    expect(within(nav()).getByRole('link', { name: '首页' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await within(nav()).findByRole('link', { name: 'Home' })).toBeTruthy();
    expect(document.cookie).toContain('lang=en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('one menu entry per page: a server item leading to a fixed entry’s page is left out', async () => {
    installFakeApi();
    await renderPortal('/index');
    await waitForShell();
    // The fake menu's "SPOT rates" item leads to /spotFreight, which the fixed 即期运价 entry shows.
    expect(
      within(nav())
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href') === '/spotFreight'),
    ).toHaveLength(1);
    expect(within(nav()).getByRole('link', { name: /海运运价/ }).textContent).toContain('SPOT');
  });

  it('a menu button with aria-expanded and aria-controls folds the menu on narrow windows; Escape closes it and returns focus', async () => {
    installFakeApi();
    await renderPortal('/index', 'en');
    await waitForShell();
    const button = screen.getByRole('button', { name: 'Menu' });
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list?.dataset.open).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list?.dataset.open).toBe('true');
    within(nav()).getByRole('link', { name: 'Home' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  for (const lang of ['cn', 'en'] as const) {
    it(`spec §3, §4: without a Chinese name and a nickname the ${lang} header shows the English name`, async () => {
      const englishOnly = { nameCn: '', nickname: '', nameEn: 'Mei Lin', certificationStatus: 3 };
      installFakeApi({ [AccountPath.getUserInfo]: () => ok({ ...sampleUserInfo, ...englishOnly }) });
      storeAuthorization('api-key-7');
      storeSession(toUserSession(sampleValidateMap({ ...englishOnly, nickName: '' }), company.companyId));
      try {
        await renderPortal('/index', lang);
        await waitForShell();
        expect(await screen.findByRole('button', { name: /Mei Lin/ })).toBeTruthy();
      } finally {
        publishSessionView(SIGNED_OUT);
      }
    });
  }

  for (const [lang, label, offer] of [
    ['cn', '审核中', '去认证'],
    ['en', 'In review', 'Certify now'],
  ] as const) {
    it(`at certification status 2 the header says "${label}" and offers no "${offer}" (the form would be disabled)`, async () => {
      installFakeApi({ [AccountPath.getUserInfo]: () => ok({ ...sampleUserInfo, certificationStatus: 2 }) });
      storeAuthorization('api-key-7');
      storeSession(toUserSession(sampleValidateMap({ certificationStatus: 2 }), company.companyId));
      try {
        await renderPortal('/index', lang);
        await waitForShell();
        expect(await screen.findByText(label)).toBeTruthy();
        expect(screen.queryByRole('button', { name: offer })).toBeNull();
      } finally {
        publishSessionView(SIGNED_OUT);
      }
    });
  }
});
