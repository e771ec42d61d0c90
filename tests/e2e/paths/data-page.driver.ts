// The dataPage machine in the real app (spec §4 Other transitions: the seven page states of a data
// page), through four of the pages that bind it, each producing what it can:
// - the schedules (port to port): search, sort, next page and retry on the page's own controls;
// - My quotations, signed in: the page opening loads the list (signed out, the workspace shows its
//   own prompt instead of the page, so the page's own refusal is not seen there);
// - the quotation page without an id: its opening resets the machine;
// - the site menus of the staff console, opened by an auditor: the page refuses them.
// Answers: rows are the real server's (a lane with more sailings than a page), no rows the real
// answer with its list emptied; failures are routed (the model's codes, a network failure).
//
// Two kinds of event the app's controls do not offer while a table loads (the search button and
// the pager are disabled then), though the machine takes them: a search from a loading state is
// the page's form submitted (`requestSubmit`, as Enter would if the button were not busy), and a
// page change from tableLoading is the pager's own click handler called. Both are marked below.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { dataPageModel } from '../../machines/data-page/data-page.model.ts';
import { testedMachine } from '../../machines/harness/model.ts';
import type { PathStep } from '../../machines/harness/paths.ts';
import {
  type Answer,
  type BrowserDriver,
  type PathSession,
  UI_TIMEOUT_MS,
} from '../support/browser-paths.ts';
import { signIn } from '../support/sign-in.ts';
import { DEMO_CUSTOMER } from './qr-login.driver.ts';

const entry = testedMachine(dataPageModel);
const SEARCHING = 'Searching…';

const visible = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
const gone = (locator: Locator) => locator.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
const text = (session: PathSession, words: string): Locator => session.page.getByText(words, { exact: true });

/** The page has not asked anything yet: its opening is still to come. */
const unopened = (snapshot: AnyMachineSnapshot): boolean =>
  (snapshot.context as { query: unknown }).query === null;

const rowsOf = (event: EventObject): number => (event as { output?: { rows?: number } }).output?.rows ?? 0;

/** Rows: the server's own answer; none: the server's answer with its list emptied. */
const realAnswer = (step: PathStep): Answer | undefined => {
  if (step.kind !== 'done') return undefined;
  if (rowsOf(step.event) > 0) return { kind: 'server' };
  return {
    kind: 'changed',
    change: (body) => {
      const envelope = body as { data: Record<string, unknown> };
      return { ...envelope, data: { ...envelope.data, list: [], total: 0 } };
    },
  };
};

/** What a list page shows in each state; `results` is its rows' list or table. */
const listStates = (
  api: string,
  texts: { empty: string; denied: string },
  results: (session: PathSession) => Locator,
): BrowserDriver['states'] => {
  const held = (session: PathSession) =>
    expect.poll(() => session.heldCount(api), { timeout: UI_TIMEOUT_MS }).toBe(1);
  return {
    default: async (session) => {
      await gone(text(session, SEARCHING));
      expect(await results(session).count()).toBe(0);
    },
    pageLoading: async (session) => {
      await visible(text(session, SEARCHING));
      await held(session);
    },
    inquiry: async (session) => {
      await visible(text(session, SEARCHING));
      await held(session);
    },
    tableLoading: async (session) => {
      await expect
        .poll(() => results(session).getAttribute('aria-busy'), { timeout: UI_TIMEOUT_MS })
        .toBe('true');
      await held(session);
    },
    content: async (session) => {
      await expect
        .poll(() => results(session).getAttribute('aria-busy'), { timeout: UI_TIMEOUT_MS })
        .toBe('false');
      expect(session.heldCount(api)).toBe(0);
    },
    empty: async (session) => {
      await visible(text(session, texts.empty));
      expect(await results(session).count()).toBe(0);
    },
    noAuthorization: async (session) => {
      await visible(text(session, texts.denied));
      expect(await results(session).count()).toBe(0);
    },
  };
};

const SCHEDULES = FreightPath.searchPointToPoint;
const sailings = (session: PathSession): Locator => session.page.getByRole('list', { name: 'Sailings' });
const searchForm = (session: PathSession): Locator =>
  session.page.getByRole('form', { name: 'Search sailings' });

/** A lane with more sailings in the demo data's default window (28 days) than a page shows (10). */
const LANE = { pol: 'CNSHA', pod: 'NLRTM' };

const clickWhenOffered = (name: string) => async (_event: EventObject, session: PathSession) => {
  await session.page.getByRole('button', { name }).click({ timeout: UI_TIMEOUT_MS });
};

export const schedulesDriver: BrowserDriver = {
  entry,
  where: 'the schedules (port to port)',
  produces: ({ type }) => !['LOAD', 'UNAUTHORIZED', 'RESET'].includes(type),
  held: { fetchPage: SCHEDULES },
  answers: { fetchPage: realAnswer },
  start: async (session) => {
    await session.page.goto(`${session.portal.baseUrl}/schedules`);
    await visible(searchForm(session));
  },
  events: {
    SEARCH: async (_event, session) => {
      const form = searchForm(session);
      const pol = form.getByRole('combobox', { name: 'Port of loading' });
      if (!(await pol.inputValue())) {
        await pol.fill(LANE.pol);
        const pod = form.getByRole('combobox', { name: 'Port of discharge' });
        await pod.fill(LANE.pod);
        await pod.press('Escape');
      }
      const button = form.getByRole('button', { name: 'Search' });
      if (await button.isEnabled()) await button.click();
      // From outside the controls: the search button is busy while the page loads.
      else await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
    },
    SORT: async (_event, session) => {
      const select = session.page.getByLabel('Sort by');
      await select.selectOption((await select.inputValue()) === 'etd' ? 'transitTime' : 'etd');
    },
    PAGE: async (_event, session) => {
      const next = session.page.getByRole('button', { name: 'Next page' });
      if (await next.isEnabled()) {
        await next.click();
        return;
      }
      // From outside the controls: the pager is disabled while its table loads; its own click
      // handler (React's props on the element) sends the page change.
      await next.evaluate((element) => {
        const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'))!;
        (element as unknown as Record<string, { onClick: () => void }>)[key]!.onClick();
      });
    },
    RETRY: clickWhenOffered('Retry'),
  },
  states: listStates(
    SCHEDULES,
    {
      empty: 'No sailings in this window. Try other dates or ports.',
      denied: 'Please log in to see this information.',
    },
    sailings,
  ),
};

const MY_QUOTATIONS = FreightPath.listMyQuotations;

export const myQuotationsDriver: BrowserDriver = {
  entry,
  where: 'My quotations',
  // Opened signed in (LOAD); no rows of its own. Signed out, the workspace shows its own prompt
  // instead of the page: the page's refusal (UNAUTHORIZED) never shows there.
  produces: (event, snapshot) => {
    if (event.type === 'LOAD') return unopened(snapshot);
    if (event.type.startsWith('xstate.done.')) return rowsOf(event) === 0;
    return event.type.startsWith('xstate.error.');
  },
  held: { fetchPage: MY_QUOTATIONS },
  answers: { fetchPage: realAnswer },
  start: async (session) => {
    await signIn(session.page, session.portal, DEMO_CUSTOMER);
  },
  events: {
    LOAD: async (_event, session) => {
      await session.page.goto(`${session.portal.baseUrl}/workspace/myQuotation`);
    },
  },
  states: listStates(
    MY_QUOTATIONS,
    { empty: 'You have no quotations yet.', denied: 'Please log in to see your quotations.' },
    (session) => session.page.getByRole('table', { name: 'My quotations' }),
  ),
};

const QUOTATION = FreightPath.getQuotation;

export const quotationDriver: BrowserDriver = {
  entry,
  where: 'the quotation page',
  // Opened without an id: a reset and nothing else.
  produces: (event, snapshot) => event.type === 'RESET' && unopened(snapshot) && snapshot.matches('default'),
  held: { fetchPage: QUOTATION },
  start: async (session) => {
    await session.page.goto(`${session.portal.baseUrl}/index`);
  },
  events: {
    RESET: async (_event, session) => {
      await session.page.goto(`${session.portal.baseUrl}/quotation`);
    },
  },
  states: {
    default: async (session) => {
      if (new URL(session.page.url()).pathname === '/quotation') {
        await visible(text(session, 'No quotation was chosen.'));
      }
      expect(await text(session, 'Loading the quotation…').count()).toBe(0);
      expect(session.heldCount(QUOTATION)).toBe(0);
    },
  },
};

/** A read-only staff member (spec §6: the auditor reads records, changes no settings). */
const AUDITOR = { email: 'auditor@demo.example.com', password: 'Staff123' };
const NOT_ADMINISTRATOR = 'Only an administrator may change the site content.';

/**
 * The portal seeds one staff account with every role but the auditor's: an auditor is added as a
 * copy of it (same password), once per portal, straight into its database.
 */
const addAuditor = (dataDir: string): void => {
  const db = new Database(join(dataDir, 'portal.db'));
  try {
    if (db.prepare('SELECT 1 FROM users WHERE email = ?').get(AUDITOR.email)) return;
    const { id: _id, ...row } = db
      .prepare('SELECT * FROM users WHERE email = ?')
      .get('staff@demo.example.com') as Record<string, unknown>;
    const auditor = { ...row, email: AUDITOR.email, mobile: '13800000009', staff_roles: 'auditor' };
    const columns = Object.keys(auditor);
    db.prepare(`INSERT INTO users (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(
      ...Object.values(auditor),
    );
  } finally {
    db.close();
  }
};

export const siteMenusDriver: BrowserDriver = {
  entry,
  where: 'the site menus, opened by an auditor',
  // The page refuses a staff member without the settings permission as it opens, and stays so.
  produces: (event, snapshot) =>
    event.type === 'UNAUTHORIZED' && unopened(snapshot) && snapshot.matches('default'),
  held: {},
  start: async (session) => {
    addAuditor(session.portal.dataDir);
    await signIn(session.page, session.portal, AUDITOR);
  },
  events: {
    UNAUTHORIZED: async (_event, session) => {
      await session.page.goto(`${session.portal.baseUrl}/console/settingsMenus`);
    },
  },
  states: {
    default: async (session) => {
      expect(await text(session, NOT_ADMINISTRATOR).count()).toBe(0);
    },
    noAuthorization: async (session) => {
      await visible(text(session, NOT_ADMINISTRATOR));
    },
  },
};

/** The pages in the order a path is given to the first that produces it. */
export const dataPageDrivers = [schedulesDriver, myQuotationsDriver, quotationDriver, siteMenusDriver];
