import { describe, expect, it } from 'vitest';
import type { MenuChild, MenuItem } from '../../domain/api/company.ts';
import {
  hasSpotRatesItem,
  isExternalPath,
  isHeaderFixed,
  isMenuItemActive,
  menuLabelFor,
  menuPathFor,
  SPOT_RATES_MENU_NAME,
  userTypeLabel,
  visibleFixedEntries,
  withoutFixedPages,
} from '../../domain/menu.ts';

const child = (path: string, pathEn = '', label = '船期', labelEn = 'Schedules'): MenuChild => ({
  label,
  labelEn,
  clickEvent: { path, pathEn, openNewWindow: false },
});
const item = (sName: string, children: MenuChild[]): MenuItem => ({ sName, children });

describe('spec §2 Header: active menu item', () => {
  const tools = item('Logistics tools', [child('/schedules'), child('/tracking', '/tracking-en')]);
  it("is active when the current path equals one of its children's paths", () => {
    expect(isMenuItemActive(tools, '/tracking')).toBe(true);
    expect(isMenuItemActive(tools, '/tracking-en')).toBe(true);
  });
  it('is not active on another path or a prefix of a child path', () => {
    expect(isMenuItemActive(tools, '/rates')).toBe(false);
    expect(isMenuItemActive(tools, '/track')).toBe(false);
    expect(isMenuItemActive(item('Empty', []), '/rates')).toBe(false);
  });
});

describe('spec §2 Header: external paths and the English variant', () => {
  it('a path starting with http is external', () => {
    expect(isExternalPath('https://example.com')).toBe(true);
    expect(isExternalPath('http://example.com')).toBe(true);
    expect(isExternalPath('/rates')).toBe(false);
    expect(isExternalPath('rates/http')).toBe(false);
  });
  it('uses the English path in English when present', () => {
    expect(menuPathFor(child('/cn', '/en'), 'en')).toBe('/en');
    expect(menuPathFor(child('/cn', ''), 'en')).toBe('/cn');
    expect(menuPathFor(child('/cn', '/en'), 'cn')).toBe('/cn');
  });
  it('uses the English label in English when present', () => {
    expect(menuLabelFor(child('/x', '', '船期', 'Schedules'), 'en')).toBe('Schedules');
    expect(menuLabelFor(child('/x', '', '船期', ''), 'en')).toBe('船期');
    expect(menuLabelFor(child('/x', '', '船期', 'Schedules'), 'cn')).toBe('船期');
  });
});

describe('spec §2 Header: SPOT rates indicator', () => {
  it("an item named 'SPOT rates' turns it on", () => {
    expect(SPOT_RATES_MENU_NAME).toBe('SPOT rates');
    expect(hasSpotRatesItem([item('Rates', []), item('SPOT rates', [])])).toBe(true);
  });
  it('other names, including other casing, do not', () => {
    expect(hasSpotRatesItem([item('Spot Rates', []), item('Rates', [])])).toBe(false);
    expect(hasSpotRatesItem([])).toBe(false);
  });
});

describe('spec §2 Header: fixed once scrolled past 37 px', () => {
  it('is not fixed at exactly 37 px', () => {
    expect(isHeaderFixed(0)).toBe(false);
    expect(isHeaderFixed(37)).toBe(false);
  });
  it('is fixed beyond 37 px', () => {
    expect(isHeaderFixed(37.5)).toBe(true);
    expect(isHeaderFixed(38)).toBe(true);
  });
});

describe('spec §2 Header: user-type label', () => {
  it('reads internal for user type 2', () => expect(userTypeLabel(2)).toBe('internal'));
  it.each([1, 3, 0, null, undefined])('reads customer for %j', (userType) => {
    expect(userTypeLabel(userType)).toBe('customer');
  });
});

describe('spec §2 and §6 fixed menu entries', () => {
  it('a customer without the spot flag sees neither sea-rail, global nor spot freight', () => {
    expect(visibleFixedEntries({ userType: 1, spotFlag: 0 })).toEqual([
      'home',
      'rates',
      'lookPresentCabin',
      'grabSpace',
      'prerecordingSearch',
    ]);
  });
  it('the internal label adds sea-rail and global; the spot flag adds spot freight, in order', () => {
    expect(visibleFixedEntries({ userType: 2, spotFlag: 1 })).toEqual([
      'home',
      'rates',
      'spotFreight',
      'seaRailway',
      'throughoutWorld',
      'lookPresentCabin',
      'grabSpace',
      'prerecordingSearch',
    ]);
  });
  it('an anonymous visitor with the spot flag sees spot freight only', () => {
    const entries = visibleFixedEntries({ userType: null, spotFlag: 1 });
    expect(entries).toContain('spotFreight');
    expect(entries).not.toContain('seaRailway');
    expect(entries).not.toContain('throughoutWorld');
  });
});

describe('one menu entry per page', () => {
  it('drops server children leading to a page a fixed entry shows, and items left empty', () => {
    const spot = item('SPOT rates', [child('/spotFreight', '/spotFreight')]);
    const customs = item('报关服务', [child('/prerecordingSearch'), child('/client')]);
    expect(withoutFixedPages([spot, customs], ['/index', '/spotFreight', '/prerecordingSearch'])).toEqual([
      item('报关服务', [child('/client')]),
    ]);
    expect(
      withoutFixedPages([item('News', [child('http://news.example.com', '/spotFreight')])], ['/spotFreight']),
    ).toEqual([]);
  });
});
