import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INLINE_TENANT_ELEMENT_ID } from '../../domain/api/company.ts';
import { ResultCode } from '../../domain/api/envelope.ts';
import { ApiPath } from '../../domain/api/paths.ts';
import { bootstrapSettled, startBootstrap } from '../../src/app/bootstrap-gate.tsx';
import { writeCookie } from '../../src/app/cookies.ts';
import { company, installFakeApi, menus, ok } from './support/fake-api.ts';
import { renderPortal, waitForShell } from './support/render-portal.tsx';

describe('bootstrap (spec §7 getCompanyInfoById runs before the first render)', () => {
  it('shows a loading state, then the portal with the tenant’s names', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    installFakeApi({
      [ApiPath.getCompanyInfoById]: async () => {
        await gate;
        return ok(company);
      },
    });
    await renderPortal('/index');
    expect(screen.getByRole('status').textContent).toContain('加载中');
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    release();
    await waitForShell();
    expect(screen.getByText('欢迎来到测试货运（演示）')).toBeTruthy();
  });

  it('offers a retry when the company cannot be loaded, and the retry recovers', async () => {
    let attempts = 0;
    installFakeApi({
      [ApiPath.getCompanyInfoById]: () =>
        ++attempts === 1 ? { code: ResultCode.serverError, message: '服务器错误' } : ok(company),
    });
    await renderPortal('/index');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('门户加载失败');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitForShell();
    expect(attempts).toBe(2);
  });

  it('spec §4: a change of company id by the server clears the stored authorization', async () => {
    installFakeApi();
    localStorage.setItem('portal.companyId', '7');
    writeCookie('Authorization', 'stale-key', 1);
    await renderPortal('/index');
    await waitForShell();
    expect(document.cookie).not.toContain('Authorization=stale-key');
    expect(localStorage.getItem('portal.companyId')).toBe('1');
  });

  it('spec §4: the same company id keeps the stored authorization', async () => {
    installFakeApi();
    localStorage.setItem('portal.companyId', '1');
    writeCookie('Authorization', 'kept-key', 1);
    await renderPortal('/index');
    await waitForShell();
    expect(document.cookie).toContain('Authorization=kept-key');
  });

  it('spec §7: every call carries sys_source, the language, and Authorization when stored', async () => {
    const calls = installFakeApi();
    localStorage.setItem('portal.companyId', '1');
    writeCookie('Authorization', 'key-123', 1);
    await renderPortal('/index', 'en');
    await waitForShell();
    const companyCall = calls.find((call) => call.path === ApiPath.getCompanyInfoById)!;
    expect(companyCall.body).toEqual({ companyId: 1 });
    expect(companyCall.headers.get('sys_source')).toBe('web-portal');
    expect(companyCall.headers.get('Authorization')).toBe('key-123');
    expect(companyCall.headers.get('Accept-Language')).toBe('en');
  });

  it('sends no Authorization header when nobody is logged in', async () => {
    const calls = installFakeApi();
    await renderPortal('/index');
    await waitForShell();
    await waitFor(() => expect(calls.length).toBeGreaterThan(1));
    expect(calls.every((call) => call.headers.get('Authorization') === null)).toBe(true);
  });
});

/** The data block the server writes into the page it sends (server/services/first-paint.ts). */
const writeInlineTenant = (tenant: unknown) => {
  const element = document.createElement('script');
  element.id = INLINE_TENANT_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = JSON.stringify(tenant);
  document.body.append(element);
};

describe('the tenant written into the page (the first paint does not wait for the API)', () => {
  it('is used without asking getCompanyInfoById, once; the spec §4 company-changed rule still clears the credential', async () => {
    const calls = installFakeApi();
    localStorage.setItem('portal.companyId', '7');
    writeCookie('Authorization', 'stale-key', 1);
    writeInlineTenant({ company, menus });
    await renderPortal('/index');
    await waitForShell();
    expect(screen.getByText('欢迎来到测试货运（演示）')).toBeTruthy();
    expect(calls.map(({ path }) => path)).not.toContain(ApiPath.getCompanyInfoById);
    expect(document.getElementById(INLINE_TENANT_ELEMENT_ID)).toBeNull();
    expect(document.cookie).not.toContain('Authorization=stale-key');
    expect(localStorage.getItem('portal.companyId')).toBe('1');
  });

  it("another company's tenant (a server set up for another tenant than this build) is not used", async () => {
    const calls = installFakeApi();
    writeInlineTenant({ company: { ...company, companyId: 9, companyNameScn: '别家' }, menus });
    await renderPortal('/index');
    await waitForShell();
    expect(calls.map(({ path }) => path)).toContain(ApiPath.getCompanyInfoById);
    expect(screen.queryByText(/别家/)).toBeNull();
  });

  it('the first render waits until the tenant is in, so the page the server sent is not replaced by a loading panel', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = installFakeApi({
      [ApiPath.getCompanyInfoById]: async () => {
        await gate;
        return ok(company);
      },
    });
    let settled = false;
    const actor = startBootstrap();
    const waiting = bootstrapSettled(actor).then(() => {
      settled = true;
    });
    // The request is out and held: the gate must still be waiting.
    await waitFor(() => expect(calls.map(({ path }) => path)).toContain(ApiPath.getCompanyInfoById));
    expect(settled).toBe(false);
    release();
    await waiting;
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.stop();
  });
});
