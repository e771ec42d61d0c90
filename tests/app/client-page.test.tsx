import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '../../domain/api/paths.ts';
import { company, installFakeApi, ok } from './support/fake-api.ts';
import { ROUTE_LOADED, renderPortal, waitForShell } from './support/render-portal.tsx';

describe('/client offers a download only where there is one', () => {
  it('without a configured client address it says the client is not available, and offers no download', async () => {
    installFakeApi({ [ApiPath.getCompanyInfoById]: () => ok({ ...company, clientDomainName: '' }) });
    await renderPortal('/client', 'en');
    await waitForShell();
    expect(
      await screen.findByText(/The desktop client is not available for download yet/, {}, ROUTE_LOADED),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it('with a configured client address it links there', async () => {
    installFakeApi({
      [ApiPath.getCompanyInfoById]: () => ok({ ...company, clientDomainName: 'client.example.com' }),
    });
    await renderPortal('/client');
    await waitForShell();
    const link = await screen.findByRole('link', { name: '下载桌面客户端' }, ROUTE_LOADED);
    expect(link.getAttribute('href')).toBe('https://client.example.com');
    expect(screen.queryByText(/暂未开放下载/)).toBeNull();
  });
});
