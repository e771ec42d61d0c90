import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QR_LOGIN_POLL_INTERVAL_MS } from '../../../domain/constants.ts';
import {
  AccountPath,
  clearToasts,
  currentToasts,
  deferred,
  inDialog,
  openLogin,
  reply,
  validateMap,
} from './support/login-dialog.tsx';

afterEach(clearToasts);

// A bare base64 PNG, as getWebCnLoginQrCode sends it (docs/accounts.md).
const png =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const qrReply = () => reply('1', { logoQrCode: png, logoQrCodeUUID: 'poll-secret' });

describe('QR login view (spec §2 Login dialog, §4 QR login)', () => {
  it('spec §4 QR login: a loading state while the code is fetched, then the code as an image with its alt text and the scan hint', async () => {
    const answer = deferred(qrReply());
    const { callsTo } = await openLogin({}, { api: { [AccountPath.getWebCnLoginQrCode]: answer.handler } });
    expect(inDialog().getByRole('heading', { name: 'Scan to log in' })).toBeTruthy();
    expect(await inDialog().findByText('Loading the QR code…')).toBeTruthy();
    expect(inDialog().queryByRole('img')).toBeNull();
    await answer.release();
    const image = await inDialog().findByRole('img', { name: 'QR code to log in: scan it with your phone' });
    expect(image.getAttribute('src')).toBe(`data:image/png;base64,${png}`);
    expect(inDialog().getByText(/opens the portal's confirmation page on your phone/)).toBeTruthy();
    expect(callsTo(AccountPath.getWebCnLoginQrCode)[0]!.body).toMatchObject({ companyId: 1, webFlag: 2 });
  });

  it('spec §8: a QR fetch answered with a code other than 1 shows the server message and a retry that fetches again', async () => {
    let calls = 0;
    const { user } = await openLogin(
      {},
      {
        api: {
          [AccountPath.getWebCnLoginQrCode]: () =>
            ++calls === 1 ? reply('0', {}, 'QR login is unavailable') : qrReply(),
        },
      },
    );
    expect(await inDialog().findByRole('alert')).toBeTruthy();
    expect(inDialog().getByRole('alert').textContent).toContain('QR login is unavailable');
    expect(currentToasts()).toEqual([
      expect.objectContaining({ tone: 'error', text: 'QR login is unavailable' }),
    ]);
    await user.click(inDialog().getByRole('button', { name: 'Try again' }));
    expect(await inDialog().findByRole('img', { name: /QR code to log in/ })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('spec §2: the English dialog switches from QR login to email login', async () => {
    const { user } = await openLogin({}, { api: { [AccountPath.getWebCnLoginQrCode]: qrReply } });
    await user.click(inDialog().getByRole('button', { name: 'Log in with email and password' }));
    expect(inDialog().getByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(inDialog().getByLabelText('Password')).toBeTruthy();
  });

  it('spec §2 and its addition: the Chinese dialog (800 px) shows the QR login first, with links to email login and registration', async () => {
    const { dialog, callsTo } = await openLogin(
      {},
      { lang: 'cn', api: { [AccountPath.getWebCnLoginQrCode]: qrReply } },
    );
    expect(await inDialog().findByRole('img')).toBeTruthy();
    expect(dialog.style.width).toBe('800px');
    // The dialog's close button and the two switches, in Chinese.
    expect(inDialog().getAllByRole('button')).toHaveLength(3);
    expect(inDialog().getByRole('button', { name: '使用邮箱和密码登录' })).toBeTruthy();
    expect(inDialog().getByRole('button', { name: '创建账号' })).toBeTruthy();
    expect(callsTo(AccountPath.getWebCnLoginQrCode)[0]!.body).toMatchObject({ webFlag: 1 });
  });

  it('spec §4 QR login: once a phone confirms (check answers 1), a certified user is logged in and the dialog closes', async () => {
    // The first check comes after the 2-second poll interval: the test moves time rather than
    // waiting for it (time still runs on, for the rendering's own waits).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { callsTo } = await openLogin(
        {},
        {
          api: {
            [AccountPath.getWebCnLoginQrCode]: qrReply,
            [AccountPath.checkUserIfAuthLogin]: () =>
              reply('1', { validateMap: validateMap({ certificationStatus: 3 }) }),
          },
        },
      );
      expect(await inDialog().findByRole('img')).toBeTruthy();
      expect(callsTo(AccountPath.checkUserIfAuthLogin)).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(QR_LOGIN_POLL_INTERVAL_MS));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(callsTo(AccountPath.checkUserIfAuthLogin)[0]!.body).toMatchObject({
        logoQrCodeUUID: 'poll-secret',
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
