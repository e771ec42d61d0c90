import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MenuItem } from '../../../domain/api/company.ts';
import { hasSpotRatesItem, visibleFixedEntries, withoutFixedPages } from '../../../domain/menu.ts';

/** A header entry in the domain's menu shape, so that one active rule serves fixed and server items. */
export interface NavEntry {
  key: string;
  item: MenuItem;
  /** Dropdowns show their children; single-child entries are plain links. */
  dropdown: boolean;
  spotIndicator: boolean;
}

interface FixedLink {
  label: MessageDescriptor;
  path: string;
}

const fixedLinks = {
  home: { label: msg`Home`, path: '/index' },
  rates: { label: msg`Freight Rates`, path: '/rates' },
  spotFreight: { label: msg`Spot Freight`, path: '/spotFreight' },
  seaRailway: { label: msg`Sea-Rail`, path: '/seaRailway' },
  throughoutWorld: { label: msg`Global Solutions`, path: '/throughoutWorld' },
  lookPresentCabin: { label: msg`Available Space`, path: '/lookPresentCabin' },
  grabSpace: { label: msg`Grab Space`, path: '/grabSpace' },
  prerecordingSearch: { label: msg`Pre-recorded Search`, path: '/prerecordingSearch' },
} satisfies Record<string, FixedLink>;

const dropdowns = {
  logisticsTools: {
    label: msg`Logistics Tools`,
    links: [
      { label: msg`Sailing Schedules`, path: '/schedules' },
      { label: msg`Tracking`, path: '/tracking' },
    ],
  },
  aboutUs: {
    label: msg`About Us`,
    links: [
      { label: msg`About Us`, path: '/about' },
      { label: msg`Services`, path: '/service' },
      { label: msg`Contact Us`, path: '/contact' },
    ],
  },
};

const asMenuItem = (i18n: I18n, name: MessageDescriptor, links: FixedLink[]): MenuItem => ({
  sName: i18n._(name),
  children: links.map((link) => ({
    label: i18n._(link.label),
    labelEn: i18n._(link.label),
    clickEvent: { path: link.path, pathEn: link.path, openNewWindow: false },
  })),
});

/**
 * Fixed entries (filtered by the spot flag and the user-type label), the two dropdowns, then the
 * server's items without the pages the others already lead to.
 */
export function navEntries(
  i18n: I18n,
  serverMenus: MenuItem[],
  flags: { spotFlag: number; userType: number | null },
): NavEntry[] {
  const spot = hasSpotRatesItem(serverMenus);
  const fixed = visibleFixedEntries(flags).map((key) => ({
    key,
    item: asMenuItem(i18n, fixedLinks[key].label, [fixedLinks[key]]),
    dropdown: false,
    spotIndicator: key === 'rates' && spot,
  }));
  const menus = Object.entries(dropdowns).map(([key, { label, links }]) => ({
    key,
    item: asMenuItem(i18n, label, links),
    dropdown: true,
    spotIndicator: false,
  }));
  const fixedPaths = [
    ...fixed.flatMap(({ item }) => item.children),
    ...menus.flatMap(({ item }) => item.children),
  ].map(({ clickEvent }) => clickEvent.path);
  const server = withoutFixedPages(serverMenus, fixedPaths).map((item, index) => ({
    key: `server-${index}`,
    item,
    dropdown: item.children.length > 1,
    spotIndicator: false,
  }));
  return [...fixed, ...menus, ...server];
}
