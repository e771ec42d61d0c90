import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath } from '../../domain/api/paths.ts';
import { contact, installFakeApi } from './support/fake-api.ts';
import { renderPortal, waitForShell } from './support/render-portal.tsx';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

async function openCard() {
  await userEvent.click(await screen.findByRole('button', { name: '在线客服' }));
  return screen.getByRole('region', { name: contact.nameCn });
}

describe('customer-service card (spec §1, §8 Clipboard, §9 persona types)', () => {
  it('the bubble toggles the card', async () => {
    installFakeApi();
    await renderPortal('/index');
    await waitForShell();
    await openCard();
    expect(screen.getByText(contact.mobile)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '收起客服' }));
    expect(screen.queryByText(contact.mobile)).toBeNull();
  });

  it('copying the phone shows the success toast and records persona event 41', async () => {
    const calls = installFakeApi();
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    await renderPortal('/index');
    await waitForShell();
    await openCard();
    await userEvent.click(screen.getByRole('button', { name: '复制电话' }));
    expect(await screen.findByText('内容已复制到剪贴板！')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(contact.mobile);
    await waitFor(() => expect(calls.some((call) => call.path === ApiPath.userPersonasUtil)).toBe(true));
    const persona = calls.find((call) => call.path === ApiPath.userPersonasUtil)!;
    expect(persona.body).toMatchObject({ personasType: 41, personasPage: '/index', keyword: contact.mobile });
  });

  it('copying the email records persona event 25', async () => {
    const calls = installFakeApi();
    stubClipboard(async () => {});
    await renderPortal('/index', 'en');
    await waitForShell();
    await userEvent.click(await screen.findByRole('button', { name: 'Customer service' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy email' }));
    expect(await screen.findByText('Content copied to clipboard!')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path === ApiPath.userPersonasUtil)).toBe(true));
    expect(calls.find((call) => call.path === ApiPath.userPersonasUtil)!.body).toMatchObject({
      personasType: 25,
      keyword: contact.email,
    });
  });

  it('a failed copy shows the failure toast and records nothing', async () => {
    const calls = installFakeApi();
    stubClipboard(async () => {
      throw new Error('denied');
    });
    await renderPortal('/index');
    await waitForShell();
    await openCard();
    await userEvent.click(screen.getByRole('button', { name: '复制电话' }));
    expect(await screen.findByText('抱歉，复制失败！')).toBeTruthy();
    expect(calls.some((call) => call.path === ApiPath.userPersonasUtil)).toBe(false);
  });
});
