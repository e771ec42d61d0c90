// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from '@testing-library/react';
import { createElement as h, type ReactElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  DATA_PAGE_MACHINE_ID,
  type DataPageActor,
  type DataPageEvent,
} from '../../machines/data-page/data-page.machine.ts';
import { DataPageActorContext } from '../../src/features/data-page/use-data-page.ts';
import { PrerecordedPage } from '../../src/features/logistics/prerecorded-page.tsx';
import { SchedulesPage } from '../../src/features/logistics/schedules-page.tsx';
import { activateLang, loadCatalogArea } from '../../src/i18n/locale.ts';
import { dataPageModel } from './data-page/data-page.model.ts';
import { runPath } from './harness/driver.ts';
import { testedMachine } from './harness/model.ts';
import { createPathRecorder, recordingThrough } from './harness/path-record.ts';
import { generatePaths } from './harness/paths.ts';
import { createReactDriver, type UiContext } from './harness/react-driver.ts';

/**
 * The dataPage paths run through two real pages, bound to the path's actor as the app
 * binds them to their own: the schedules (point to point) and the pre-recorded customs search. The
 * user searches, pages and sorts through the forms and buttons; every state is asserted through
 * what is on screen.
 *
 * Through the UI except: the server's answers; LOAD (its sources are the page opening and a change
 * of viewer, outside the page); UNAUTHORIZED (a page's own check) and RESET (leaving the route);
 * SORT on the customs search (it has no order to choose); and PAGE, SORT or RETRY where the page
 * offers no enabled control at that moment (a table still loading disables its pager; a refused
 * query shows its message without a retry).
 */

const entry = testedMachine(dataPageModel);
const recorder = createPathRecorder(entry, 'jsdom');
afterAll(() => recorder.write());

interface RealPage {
  name: string;
  render: () => ReactElement;
  /** The query the page itself would send, for a LOAD from outside. */
  query: unknown;
  search: (ui: UiContext) => void;
  sort?: (ui: UiContext) => void;
  results: (ui: UiContext) => HTMLElement | null;
  emptyTitle: string;
}

const field = (ui: UiContext, label: string, value: string) =>
  ui.fireEvent.change(ui.screen.getByLabelText(label, { exact: false }), { target: { value } });

const pages: RealPage[] = [
  {
    name: 'the schedules (point to point)',
    render: () => h(SchedulesPage),
    query: { pol: 'CNSHA', pod: 'NLRTM', sortBy: 'etd', pageNo: 1 },
    search: (ui) => {
      field(ui, 'Port of loading', 'CNSHA');
      field(ui, 'Port of discharge', 'NLRTM');
      ui.fireEvent.submit(ui.screen.getByRole('form', { name: 'Search sailings' }));
    },
    sort: (ui) => {
      const select = ui.screen.getByLabelText('Sort by') as HTMLSelectElement;
      ui.fireEvent.change(select, { target: { value: select.value === 'etd' ? 'transitTime' : 'etd' } });
    },
    results: (ui) => ui.screen.queryByRole('list', { name: 'Sailings' }),
    emptyTitle: 'No sailings in this window. Try other dates or ports.',
  },
  {
    name: 'the pre-recorded customs search',
    render: () => h(PrerecordedPage),
    query: { customerNo: 'SHA-2026', pageNo: 1 },
    search: (ui) => {
      field(ui, 'Customer no', 'SHA-2026');
      ui.fireEvent.submit(ui.screen.getByRole('form', { name: 'Search customs documents' }));
    },
    results: (ui) => ui.screen.queryByRole('table', { name: 'Customs documents' }),
    emptyTitle: 'No customs documents start with this customer number.',
  },
];

const fromOutside = (event: EventObject, ui: UiContext) => {
  act(() => ui.actor.send(event));
};

/** Clicks the named button when the page offers it enabled; otherwise the event comes from outside. */
const clickOrOutside = (name: string) => (event: EventObject, ui: UiContext) => {
  const button = ui.screen.queryByRole('button', { name }) as HTMLButtonElement | null;
  if (button && !button.disabled) ui.fireEvent.click(button);
  else fromOutside(event, ui);
};

const driver = (page: RealPage) =>
  createReactDriver({
    entry,
    render: (actor) =>
      h(
        I18nProvider,
        { i18n },
        h(DataPageActorContext, { value: actor as unknown as DataPageActor }, page.render()),
      ),
    events: {
      SEARCH: (_event, ui) => page.search(ui),
      PAGE: clickOrOutside('Next page'),
      SORT: (event, ui) => (page.sort ? page.sort(ui) : fromOutside(event, ui)),
      RETRY: clickOrOutside('Retry'),
      LOAD: (event, ui) => {
        const { query } = event as Extract<DataPageEvent, { type: 'LOAD' }>;
        const reload: DataPageEvent = { type: 'LOAD', query: page.query };
        fromOutside(query === undefined ? event : reload, ui);
      },
      UNAUTHORIZED: fromOutside,
      RESET: fromOutside,
    },
    states: {
      default: (ui) => {
        expect(page.results(ui)).toBeNull();
        expect(ui.screen.queryByText('Searching…')).toBeNull();
      },
      pageLoading: (ui) => expect(ui.screen.getByText('Searching…')).toBeTruthy(),
      inquiry: (ui) => expect(ui.screen.getByText('Searching…')).toBeTruthy(),
      tableLoading: (ui) => expect(page.results(ui)?.getAttribute('aria-busy')).toBe('true'),
      content: (ui) => expect(page.results(ui)?.getAttribute('aria-busy')).toBe('false'),
      empty: (ui) => {
        expect(page.results(ui)).toBeNull();
        const { message } = ui.actor.getSnapshot().context;
        expect(ui.screen.getByText(message ?? page.emptyTitle)).toBeTruthy();
      },
      noAuthorization: (ui) =>
        expect(ui.screen.getByText('Please log in to see this information.')).toBeTruthy(),
    },
  });

beforeAll(async () => {
  await loadCatalogArea('logistics');
  await activateLang('en');
});

const paths = generatePaths(entry);
for (const page of pages) {
  describe(`${DATA_PAGE_MACHINE_ID} through ${page.name}`, () => {
    for (const path of paths) {
      it(path.description, () => runPath(path, driver(page), recordingThrough(recorder, page.name)));
    }
  });
}
