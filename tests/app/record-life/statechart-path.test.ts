// A record's path on its statechart (spec §6, read from its audit trail): the generated diagram's
// states and transitions are marked by their own names, the current state apart from the visited.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RecordHistoryEntry } from '../../../domain/records/record-history.ts';
import { markPath, pathOf } from '../../../src/features/record-life/statechart-path.ts';

const entry = (fromStatus: string | null, toStatus: string, event: string): RecordHistoryEntry => ({
  fromStatus,
  toStatus,
  event,
  actor: fromStatus === null ? 'owner' : 'staff',
  actorName: null,
  reason: null,
  at: '2026-11-20T08:00:00.000Z',
});

const diagram = (machine: string) =>
  new DOMParser().parseFromString(readFileSync(`docs/statecharts/${machine}.svg`, 'utf8'), 'image/svg+xml')
    .documentElement;

const marks = (svg: Element) => ({
  states: Object.fromEntries(
    [...svg.querySelectorAll('g.node[data-life]')].map((node) => [
      node.getAttribute('data-state'),
      node.getAttribute('data-life'),
    ]),
  ),
  taken: [...svg.querySelectorAll('g.edge[data-life="taken"]')].map((edge) =>
    edge.getAttribute('data-transition'),
  ),
});

describe('a record’s path marked on its generated statechart', () => {
  it('a space order paid then refused: its states visited, refused current, the two transitions taken', () => {
    const svg = diagram('spaceOrder');
    const history = [
      entry(null, 'awaitingPayment', 'book'),
      entry('awaitingPayment', 'inHand', 'pay'),
      entry('inHand', 'refused', 'refuse'),
    ];
    markPath(svg, 'spaceOrder', pathOf(history, 'refused'));
    expect(marks(svg)).toEqual({
      states: { awaitingPayment: 'visited', inHand: 'visited', refused: 'current' },
      taken: ['awaitingPayment->inHand:pay', 'inHand->refused:refuse'],
    });
  });

  it('of two transitions between the same states, only the event taken is marked', () => {
    const svg = diagram('spaceOrder');
    const history = [entry(null, 'offered', 'grant'), entry('offered', 'cancelled', 'cancel')];
    markPath(svg, 'spaceOrder', pathOf(history, 'cancelled'));
    expect(marks(svg).taken).toEqual(['offered->cancelled:cancel']);
  });

  it('a trail entry that is no move (a note) marks no transition', () => {
    const path = pathOf(
      [
        entry(null, 'toBeAudited', 'apply'),
        entry('toBeAudited', 'approved', 'approve'),
        entry('approved', 'approved', 'ordered'),
      ],
      'approved',
    );
    expect([...path.taken]).toEqual(['toBeAudited->approved:approve']);
    expect([...path.visited]).toEqual(['toBeAudited', 'approved']);
  });
});
