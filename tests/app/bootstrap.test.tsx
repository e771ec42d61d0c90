import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../domain/api/envelope.ts';
import { ApiPath } from '../../domain/api/paths.ts';
import { writeCookie } from '../../src/app/cookies.ts';
import { company, installFakeApi, ok } from './support/fake-api.ts';
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
