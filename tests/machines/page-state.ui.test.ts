// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import type { Actor } from 'xstate';
import {
  PAGE_STATE_MACHINE_ID,
  type PageStateMachine,
} from '../../machines/page-state/page-state.machine.ts';
import { machineRegistry } from '../../machines/registry.ts';
import { runPath } from './harness/driver.ts';
import { generatePaths } from './harness/paths.ts';
import { createReactDriver, type UiContext } from './harness/react-driver.ts';

/**
 * The page-state paths run through a tiny data page, to show the React driver at work: users act
 * by role and name, the server's answers come from outside the UI, and every state is asserted
 * through what is on screen. Real pages get the same treatment in their own tests.
 */

const DataPage = ({ actor }: { actor: Actor<PageStateMachine> }) => {
  const snapshot = useSelector(actor, (current) => current);
  const button = (name: string, type: 'LOAD' | 'SEARCH' | 'PAGE' | 'SORT' | 'RESET') =>
    h(
      'button',
      { type: 'button', disabled: !snapshot.can({ type }), onClick: () => actor.send({ type }) },
      name,
    );
  const table = h(
    'table',
    { 'aria-busy': snapshot.matches('tableLoading') },
    h('caption', null, `${snapshot.context.rowCount} rows`),
  );
  const body = {
    default: h('p', null, 'Enter criteria and search'),
    pageLoading: h('div', { role: 'progressbar', 'aria-label': 'Loading page' }),
    inquiry: h('div', { role: 'progressbar', 'aria-label': 'Searching' }),
    tableLoading: table,
    content: table,
    empty: h('p', null, 'No data'),
    noAuthorization: h('p', null, 'Please log in to view this page'),
  }[snapshot.value];
  return h(
    'main',
    null,
    button('Reload', 'LOAD'),
    button('Search', 'SEARCH'),
    button('Next page', 'PAGE'),
    button('Sort by ETD', 'SORT'),
    button('Reset', 'RESET'),
    body,
  );
};

const entry = machineRegistry.find((candidate) => candidate.machine.id === PAGE_STATE_MACHINE_ID)!;
const click = (name: string) => (_event: unknown, ui: UiContext) => {
  ui.fireEvent.click(ui.screen.getByRole('button', { name }));
};
// The server's answer, and a page's own authorization check, do not come through the UI.
const fromOutside = (event: Parameters<UiContext['actor']['send']>[0], ui: UiContext) => {
  act(() => ui.actor.send(event));
};
const showsOnly = (text: string) => (ui: UiContext) => {
  expect(ui.screen.getByText(text)).toBeTruthy();
  expect(ui.screen.queryByRole('table')).toBeNull();
};

const driver = () =>
  createReactDriver({
    entry,
    render: (actor) => h(DataPage, { actor: actor as unknown as Actor<PageStateMachine> }),
    events: {
      LOAD: click('Reload'),
      SEARCH: click('Search'),
      PAGE: click('Next page'),
      SORT: click('Sort by ETD'),
      RESET: click('Reset'),
      LOADED: fromOutside,
      FAILED: fromOutside,
      UNAUTHORIZED: fromOutside,
    },
    states: {
      default: showsOnly('Enter criteria and search'),
      pageLoading: (ui) => expect(ui.screen.getByRole('progressbar', { name: 'Loading page' })).toBeTruthy(),
      inquiry: (ui) => expect(ui.screen.getByRole('progressbar', { name: 'Searching' })).toBeTruthy(),
      tableLoading: (ui) => expect(ui.screen.getByRole('table').getAttribute('aria-busy')).toBe('true'),
      content: (ui) => {
        expect(ui.screen.getByRole('table').getAttribute('aria-busy')).toBe('false');
        expect((ui.screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(
          false,
        );
      },
      empty: showsOnly('No data'),
      noAuthorization: showsOnly('Please log in to view this page'),
    },
  });

describe(`${PAGE_STATE_MACHINE_ID} through a data page`, () => {
  for (const path of generatePaths(entry)) {
    it(path.description, () => runPath(path, driver()));
  }
});
