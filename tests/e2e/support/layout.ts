// Measurements the layout and language checks (tests/e2e/layout.test.ts) run inside the page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  CUT_OFF_CODES,
  EQUIPMENT_EVENT_TYPE_CODES,
  SHIPMENT_EVENT_TYPE_CODES,
  SURCHARGES,
  TRANSPORT_EVENT_TYPE_CODES,
} from '../../../domain/freight/codes.ts';
import { CUSTOMS_OFFICES, TRADE_MODES } from '../../../domain/freight/customs-codes.ts';
import { GOODS } from '../../../server/db/freight/customs.ts';
import { LOOP_TEMPLATES } from '../../../server/db/freight/loops.ts';
import { NETWORK_OPERATORS } from '../../../server/db/freight/network-reference.ts';
import { REFERENCE_PLACES } from '../../../server/db/freight/reference-places.ts';
import { demoMenu, demoTitleSettings } from '../../../server/db/seed/demo-tenant.ts';
import { REPO_ROOT } from './portal.ts';

/** How far the document is wider than the window (0 when nothing scrolls sideways). */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

export interface Overlap {
  first: string;
  second: string;
}

/**
 * Pairs of visible links, buttons and fields whose boxes intersect by more than a few pixels each
 * way. Nested pairs (a button inside a link) and floating layers (position fixed: the header once
 * scrolled, the contact bubble) are left out: they overlap the flow by design, not by accident.
 */
export const overlappingControls = (page: Page): Promise<Overlap[]> =>
  page.evaluate(() => {
    const SLACK = 3;
    const floating = (element: Element): boolean => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return true;
      }
      return false;
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
    const controls = [
      ...document.querySelectorAll('a[href], button, input, select, textarea, [role="combobox"]'),
    ]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return (
          box.width > 2 &&
          box.height > 2 &&
          box.right > 0 &&
          style.visibility !== 'hidden' &&
          Number(style.opacity) > 0 &&
          !floating(element)
        );
      })
      .map((element) => ({ element, box: element.getBoundingClientRect() }));
    const overlaps: { first: string; second: string }[] = [];
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i];
        const b = controls[j];
        if (!a || !b || a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > SLACK && y > SLACK) overlaps.push({ first: name(a.element), second: name(b.element) });
      }
    }
    return overlaps;
  });

/** Texts of the visible text nodes of the page, without parts marked as another language. */
export const visibleTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || text === '' || parent.closest('script, style, [hidden]')) continue;
      // A part marked in another language than the page (the "English" button) is meant so.
      const marked = parent.closest('[lang]');
      if (marked && marked.getAttribute('lang') !== document.documentElement.lang) continue;
      if (parent.getClientRects().length === 0) continue;
      texts.push(text);
    }
    return texts;
  });

const unquote = (value: string) => JSON.parse(value) as string;

/** msgid -> msgstr of one .po catalog (single-line entries, which is how lingui writes short ones). */
export const readCatalog = (file: string): Map<string, string> => {
  const entries = new Map<string, string>();
  const pattern = /^msgid (".*")\nmsgstr (".*")$/gm;
  for (const [, id, str] of readFileSync(file, 'utf8').matchAll(pattern)) {
    if (id && str) entries.set(unquote(id), unquote(str));
  }
  return entries;
};

/** The most carriers a loop runs at any scale: service names end in 1 to this. */
const MOST_CARRIERS_PER_LOOP = 8;

/**
 * The English names of the freight data the seed generates, wherever the data carries both
 * languages: places (alone and as "Shanghai (CNSHA)"), loop services, network operators (leg
 * kinds such as "Hinterland rail"), customs offices, trade modes, goods, and the code lists the
 * answers name (surcharges, cut-offs, milestones). Carrier and vessel names are proper names
 * and stay Latin in Chinese, so they are not among them.
 */
const freightDataEnglishNames = (): string[] => {
  const pairs: { cn: string; en: string }[] = [
    ...REFERENCE_PLACES.flatMap((place) => [
      { cn: place.nameCn, en: place.nameEn },
      { cn: `${place.nameCn} (${place.code})`, en: `${place.nameEn} (${place.code})` },
    ]),
    ...LOOP_TEMPLATES.flatMap((template) =>
      Array.from({ length: MOST_CARRIERS_PER_LOOP }, (_, index) => ({
        cn: `${template.nameCn}${index + 1}`,
        en: `${template.nameEn} ${index + 1}`,
      })),
    ),
    ...[
      NETWORK_OPERATORS,
      CUSTOMS_OFFICES,
      TRADE_MODES,
      SURCHARGES,
      CUT_OFF_CODES,
      TRANSPORT_EVENT_TYPE_CODES,
      EQUIPMENT_EVENT_TYPE_CODES,
      SHIPMENT_EVENT_TYPE_CODES,
    ].flatMap((list) => Object.values(list)),
    ...GOODS.map(([cn, en]) => ({ cn, en })),
  ];
  return pairs.filter(({ cn, en }) => cn !== en).map(({ en }) => en);
};

/**
 * The English labels the app itself owns: every English catalog text whose Chinese translation
 * differs (codes like "SPOT" or "FCL" read the same in both), the English names of the demo
 * tenant's menu and titles, and those of the generated freight data. A Chinese page showing one
 * of them shows an untranslated label.
 */
export const ownEnglishLabels = (): Set<string> => {
  const labels = new Set<string>();
  const locales = join(REPO_ROOT, 'src/locales');
  for (const file of readdirSync(join(locales, 'en'))) {
    const english = readCatalog(join(locales, 'en', file));
    const chinese = readCatalog(join(locales, 'cn', file));
    for (const [id, text] of english) {
      if (text.includes('{') || chinese.get(id) === text) continue;
      labels.add(text);
    }
  }
  for (const item of demoMenu) {
    if (item.sNameEn) labels.add(item.sNameEn);
    for (const child of item.children) labels.add(child.labelEn);
  }
  for (const title of demoTitleSettings) {
    for (const text of [
      title.bannerTitleEn,
      title.bannerSubtitleEn,
      title.innerTitleEn,
      title.innerSubtitleEn,
    ]) {
      labels.add(text);
    }
  }
  for (const name of freightDataEnglishNames()) labels.add(name);
  return labels;
};

/** Text nodes made only of Latin words that are one of `labels`. */
export const englishLabelsShown = (texts: readonly string[], labels: ReadonlySet<string>): string[] =>
  texts.filter((text) => /^[A-Za-z][\w\s.,:;'’&()/+-]*$/.test(text) && labels.has(text));
