/** Header menu rules, spec sections 2 (Header) and 6. */
import type { MenuChild, MenuItem } from './api/company.ts';
import { HeaderSize, LanguageCode, STAFF_USER_TYPE, UserTypeLabel } from './constants.ts';

/** The server menu item whose presence turns the SPOT-rate indicator on. */
export const SPOT_RATES_MENU_NAME = 'SPOT rates';

/** Active when the current path is one of its children's paths, in either language. */
export const isMenuItemActive = (item: MenuItem, currentPath: string): boolean =>
  item.children.some(
    ({ clickEvent }) => clickEvent.path === currentPath || clickEvent.pathEn === currentPath,
  );

export const isExternalPath = (path: string): boolean => path.startsWith('http');

/** The English path variant in English when there is one; the Chinese path otherwise. */
export const menuPathFor = (child: MenuChild, lang: LanguageCode): string =>
  lang === LanguageCode.english && child.clickEvent.pathEn.trim() !== ''
    ? child.clickEvent.pathEn
    : child.clickEvent.path;

export const menuLabelFor = (child: MenuChild, lang: LanguageCode): string =>
  lang === LanguageCode.english && child.labelEn.trim() !== '' ? child.labelEn : child.label;

/**
 * One menu entry per page. A server child that leads to a page the fixed entries already
 * show is dropped (the "SPOT rates" item still turns the indicator on), and so is an item left empty.
 */
export const withoutFixedPages = (menu: readonly MenuItem[], fixedPaths: readonly string[]): MenuItem[] =>
  menu
    .map((item) => ({
      ...item,
      children: item.children.filter(
        ({ clickEvent }) => !fixedPaths.includes(clickEvent.path) && !fixedPaths.includes(clickEvent.pathEn),
      ),
    }))
    .filter((item) => item.children.length > 0);

export const hasSpotRatesItem = (menu: readonly MenuItem[]): boolean =>
  menu.some((item) => item.sName === SPOT_RATES_MENU_NAME);

export const isHeaderFixed = (scrollY: number): boolean => scrollY > HeaderSize.fixedAfterScrollY;

export const userTypeLabel = (userType: number | null | undefined): UserTypeLabel =>
  userType === STAFF_USER_TYPE ? UserTypeLabel.internal : UserTypeLabel.customer;

export type FixedMenuEntry =
  | 'home'
  | 'rates'
  | 'spotFreight'
  | 'seaRailway'
  | 'throughoutWorld'
  | 'lookPresentCabin'
  | 'grabSpace'
  | 'prerecordingSearch';

/** The fixed header entries, in display order. */
export const FIXED_MENU_ENTRIES: readonly FixedMenuEntry[] = [
  'home',
  'rates',
  'spotFreight',
  'seaRailway',
  'throughoutWorld',
  'lookPresentCabin',
  'grabSpace',
  'prerecordingSearch',
];

/** Company info's spot flag is on at 1, like the portal's other on/off flags. */
export const SPOT_FLAG_ON = 1;

export interface FixedEntryContext {
  userType: number | null | undefined;
  spotFlag: number;
}

export const isFixedEntryVisible = (
  entry: FixedMenuEntry,
  { userType, spotFlag }: FixedEntryContext,
): boolean => {
  switch (entry) {
    case 'seaRailway':
    case 'throughoutWorld':
      return userTypeLabel(userType) === UserTypeLabel.internal;
    case 'spotFreight':
      return spotFlag === SPOT_FLAG_ON;
    default:
      return true;
  }
};

export const visibleFixedEntries = (context: FixedEntryContext): FixedMenuEntry[] =>
  FIXED_MENU_ENTRIES.filter((entry) => isFixedEntryVisible(entry, context));
