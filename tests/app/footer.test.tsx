import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '../../domain/api/paths.ts';
import { setAppClock } from '../../src/app/clock.ts';
import { testNow } from '../support/test-clock.ts';
import { company, installFakeApi, ok } from './support/fake-api.ts';
import { renderPortal, waitForShell } from './support/render-portal.tsx';

// The footer loads right after the first paint.
const footerNav = () => screen.findByRole('navigation', { name: '页脚' });

describe('footer (spec §2 Footer)', () => {
  it('links rates, sea-rail, global, space, pre-recorded search, schedules, tracking, about, service and contact', async () => {
    installFakeApi();
    await renderPortal('/index');
    await waitForShell();
    const hrefs = within(await footerNav())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/rates',
      '/seaRailway',
      '/throughoutWorld',
      '/lookPresentCabin',
      '/prerecordingSearch',
      '/schedules',
      '/tracking',
      '/about',
      '/service',
      '/contact',
    ]);
  });

  it('spec §2: the client link shows only when a client domain is configured', async () => {
    installFakeApi({
      [ApiPath.getCompanyInfoById]: () => ok({ ...company, clientDomainName: 'client.example.com' }),
    });
    await renderPortal('/index');
    await waitForShell();
    expect(
      within(await footerNav())
        .getByRole('link', { name: '客户端下载' })
        .getAttribute('href'),
    ).toBe('/client');
  });

  it('shows the official-account QR picture and the site registration number', async () => {
    installFakeApi();
    await renderPortal('/index');
    await waitForShell();
    await footerNav();
    expect(screen.getByRole('img', { name: '公众号二维码' }).getAttribute('src')).toBe(
      company.wxPubQrCodePic,
    );
    expect(screen.getByTestId('site-register-no').textContent).toBe(company.webSiteRegisterNo);
  });

  it("the copyright year is the app clock's, so tests pin it", async () => {
    setAppClock(() => new Date(2031, 5, 1));
    try {
      installFakeApi();
      await renderPortal('/index');
      await footerNav();
      expect(screen.getByText(/^© 2031 /)).toBeTruthy();
    } finally {
      setAppClock(testNow);
    }
  });
});
