import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { company, installFakeApi } from './support/fake-api.ts';
import { renderPortal, waitForShell } from './support/render-portal.tsx';

const primary = () => document.documentElement.style.getPropertyValue('--portal-primary');

describe('theme (spec §2 colour picker, §5 Colour values, §9 Theme)', () => {
  it('applies the tenant colour at start, with its tints and the 10 % darker shade', async () => {
    installFakeApi();
    await renderPortal('/index');
    await waitForShell();
    expect(primary()).toBe(company.webThemeColor);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--portal-primary-tint-0')).toBe(company.webThemeColor);
    // Tint 0.9 of #1f6fb2 mixes 90 % white in: (31 + 0.9 * 224, 111 + 0.9 * 144, 178 + 0.9 * 77).
    expect(style.getPropertyValue('--portal-primary-tint-9')).toBe('#e9f1f7');
    expect(document.documentElement.style.getPropertyValue('--portal-primary-dark')).not.toBe(
      company.webThemeColor,
    );
  });

  it('spec §5: an rgb(r,g,b) value restyles the page and is stored', async () => {
    installFakeApi();
    await renderPortal('/index');
    await waitForShell();
    await userEvent.type(await screen.findByRole('textbox', { name: '颜色值' }), 'rgb(255,0,0)');
    await userEvent.click(screen.getByRole('button', { name: '应用' }));
    expect(primary()).toBe('#ff0000');
    expect(localStorage.getItem('portal.themeColour')).toBe('#ff0000');
  });

  it('spec §5: a part above 255 is refused with a message and the colour stays', async () => {
    installFakeApi();
    await renderPortal('/index');
    await waitForShell();
    await userEvent.type(await screen.findByRole('textbox', { name: '颜色值' }), 'rgb(256,0,0)');
    await userEvent.click(screen.getByRole('button', { name: '应用' }));
    expect((await screen.findByRole('alert')).textContent).toContain('rgb(r,g,b)');
    expect(primary()).toBe(company.webThemeColor);
  });

  it('a stored colour wins over the tenant colour on the next visit', async () => {
    installFakeApi();
    localStorage.setItem('portal.themeColour', '#00aa00');
    await renderPortal('/index');
    await waitForShell();
    expect(primary()).toBe('#00aa00');
  });
});
