import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResultCode } from '../../domain/api/envelope.ts';
import { ApiPath } from '../../domain/api/paths.ts';
import { aboutContent, installFakeApi, ok } from './support/fake-api.ts';
import { renderPortal, waitForShell } from './support/render-portal.tsx';

describe('routes (spec §2 Public routes, Workspace)', () => {
  it('spec §2: / redirects to /index', async () => {
    installFakeApi();
    await renderPortal('/');
    await waitForShell();
    await waitFor(() => expect(window.location.pathname).toBe('/index'));
  });

  it('spec §2: every route has a Chinese title, used as the document title', async () => {
    installFakeApi();
    await renderPortal('/schedules');
    await waitForShell();
    await waitFor(() => expect(document.title).toBe('船期查询 - 测试货运（演示）'));
  });

  it('the document title follows the language', async () => {
    installFakeApi();
    await renderPortal('/tracking', 'en');
    await waitForShell();
    await waitFor(() => expect(document.title).toBe('Cargo Tracking - Test Freight (demo)'));
  });

  it('spec §2: the page scrolls to the top on each route change; the same route again is harmless', async () => {
    installFakeApi();
    await renderPortal('/index');
    await waitForShell();
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    await userEvent.click(screen.getAllByRole('link', { name: /海运运价/ })[0]!);
    await screen.findByRole('heading', { name: '海运运价', level: 1 });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await userEvent.click(screen.getAllByRole('link', { name: /海运运价/ })[0]!);
    expect(screen.getByRole('heading', { name: '海运运价', level: 1 })).toBeTruthy();
    expect(window.location.pathname).toBe('/rates');
  });

  it('an unknown path shows the not-found page in the current language', async () => {
    installFakeApi();
    await renderPortal('/no-such-page', 'en');
    await waitForShell();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('spec §2: /quotation has no header or footer', async () => {
    installFakeApi();
    await renderPortal('/quotation');
    expect(await screen.findByRole('heading', { name: '保存报价', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('spec §2: /workspace has no header or footer and opens My Order among its five children', async () => {
    installFakeApi();
    await renderPortal('/workspace');
    expect(await screen.findByRole('heading', { name: '我的订单', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    const side = screen.getByRole('navigation', { name: '工作台' });
    for (const name of ['我的订单', '我的预约', '我的报价', '我的舱位', '个人资料']) {
      expect(side.textContent).toContain(name);
    }
  });
});

describe('content pages (rendered from the tenant’s content and title settings)', () => {
  it('renders the banner title and the blocks in the current language', async () => {
    installFakeApi();
    await renderPortal('/about', 'en');
    expect(await screen.findByRole('heading', { name: 'About banner', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Our history' })).toBeTruthy();
    expect(screen.getByText('Founded in a demo year.')).toBeTruthy();
  });

  it('spec §4 page-state: no blocks shows the empty state', async () => {
    installFakeApi({ [ApiPath.getWebContent]: () => ok({ ...aboutContent, blocks: [] }) });
    await renderPortal('/about');
    expect(await screen.findByText('此处暂无内容。')).toBeTruthy();
  });

  it('a failure offers a retry that loads the content', async () => {
    let attempts = 0;
    installFakeApi({
      [ApiPath.getWebContent]: () =>
        ++attempts === 1 ? { code: ResultCode.serverError, message: 'x' } : ok(aboutContent),
    });
    await renderPortal('/about');
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '我的历史'.replace('的', '们的') })).toBeTruthy();
  });
});
