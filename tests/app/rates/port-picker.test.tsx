import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type PortChoice, PortPicker } from '../../../src/features/freight/port-picker.tsx';
import { readRecentPorts, rememberRecentPort } from '../../../src/features/freight/recent-ports.ts';
import { activateLang, loadCatalogArea } from '../../../src/i18n/locale.ts';
import { FreightPath, installRatesApi } from './support.ts';

let chosen: PortChoice | null = null;

function Harness({ recentKey }: { recentKey?: 'start' | 'end' }) {
  const [value, setValue] = useState<PortChoice | null>(null);
  return (
    <PortPicker
      label="Port of discharge"
      value={value}
      recentKey={recentKey}
      onChange={(port) => {
        chosen = port;
        setValue(port);
      }}
    />
  );
}

async function renderPicker(lang: 'cn' | 'en', recentKey?: 'start' | 'end') {
  const api = installRatesApi();
  await loadCatalogArea('freight');
  await activateLang(lang);
  chosen = null;
  render(
    <I18nProvider i18n={i18n}>
      <Harness recentKey={recentKey} />
    </I18nProvider>,
  );
  return {
    ...api,
    user: userEvent.setup(),
    input: screen.getByRole('combobox', { name: 'Port of discharge' }),
  };
}

describe('PortPicker (type-ahead by code or name, ARIA combobox)', () => {
  it('finds a port by its English name and chooses it with the keyboard', async () => {
    const { user, input, callsTo } = await renderPicker('en', 'end');
    await user.type(input, 'rotter');
    const option = await screen.findByRole('option', { name: /Rotterdam/ });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(option.id);
    await user.keyboard('{Enter}');
    expect(chosen?.code).toBe('NLRTM');
    expect((input as HTMLInputElement).value).toBe('Rotterdam (NLRTM)');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(callsTo(FreightPath.searchPorts).at(-1)!.body).toMatchObject({ keyword: 'rotter' });
  });

  it('finds a port by its Chinese name and by its UN/LOCODE, and shows Chinese names in Chinese', async () => {
    const { user, input } = await renderPicker('cn');
    await user.type(input, '鹿特');
    await user.click(await screen.findByRole('option', { name: /鹿特丹/ }));
    expect(chosen?.code).toBe('NLRTM');
    await user.clear(input);
    expect(chosen).toBeNull();
    await user.type(input, 'deham');
    await user.click(await screen.findByRole('option', { name: /汉堡/ }));
    expect((input as HTMLInputElement).value).toBe('汉堡 (DEHAM)');
  });

  it('a UN/LOCODE typed in full is that port without a pick; editing a chosen port keeps the text', async () => {
    const { user, input } = await renderPicker('en');
    await user.type(input, 'nlrtm');
    expect(chosen).toMatchObject({ code: 'NLRTM', nameEn: '' });
    // The field keeps what was typed, and still offers the named port.
    expect((input as HTMLInputElement).value).toBe('nlrtm');
    await user.click(await screen.findByRole('option', { name: /Rotterdam/ }));
    expect(chosen).toMatchObject({ code: 'NLRTM', nameEn: 'Rotterdam' });
    await user.type(input, '{Backspace}');
    expect(chosen).toBeNull();
    expect((input as HTMLInputElement).value).toBe('Rotterdam (NLRTM');
  });

  it('says so when no port matches', async () => {
    const { user, input } = await renderPicker('en');
    await user.type(input, 'zzzz');
    expect(await screen.findByText('No port matches "zzzz"')).toBeTruthy();
  });

  it('spec §3/§9: an empty field offers the recently used ports of its own list, most recent first', async () => {
    rememberRecentPort('start', { id: 'CNNGB', nameEn: 'Ningbo', nameCn: '宁波', country: 'CN' });
    rememberRecentPort('end', { id: 'NLRTM', nameEn: 'Rotterdam', nameCn: '鹿特丹', country: 'NL' });
    rememberRecentPort('end', { id: 'DEHAM', nameEn: 'Hamburg', nameCn: '汉堡', country: 'DE' });
    const { user, input, callsTo } = await renderPicker('en', 'end');
    await user.click(input);
    const listbox = screen.getByRole('listbox', { name: 'Recently used' });
    const options = await waitFor(() => {
      const found = Array.from(listbox.querySelectorAll('[role="option"]'));
      expect(found).toHaveLength(2);
      return found;
    });
    expect(options.map((option) => option.textContent)).toEqual(['Hamburg, DEDEHAM', 'Rotterdam, NLNLRTM']);
    await user.click(options[1]!);
    expect(chosen?.code).toBe('NLRTM');
    expect(readRecentPorts('end').map((port) => port.id)).toEqual(['NLRTM', 'DEHAM']);
    expect(readRecentPorts('start').map((port) => port.id)).toEqual(['CNNGB']);
    expect(callsTo(FreightPath.searchPorts)).toHaveLength(0);
  });

  it('Escape closes the list', async () => {
    const { user, input } = await renderPicker('en');
    await user.type(input, 'sha');
    await screen.findByRole('option', { name: /Shanghai/ });
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
