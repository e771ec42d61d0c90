import { describe, expect, it } from 'vitest';
import { stepsToStart } from '../../../domain/console/where-to-start.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { PUBLISHED_KINDS } from '../../../domain/freight/published.ts';

const nothing = Object.fromEntries(PUBLISHED_KINDS.map((kind) => [kind, false])) as Record<
  (typeof PUBLISHED_KINDS)[number],
  boolean
>;
const pricing = { userType: STAFF_USER_TYPE, staffRoles: ['pricing' as const] };

describe('where to start: the console pages that add what is not published yet', () => {
  it('on an empty portal, pricing is sent to import sailings, add rate cards, release space and import tracking events', () => {
    expect(stepsToStart(nothing, pricing)).toEqual([
      { kind: 'sailings', page: '/console/freightImport', act: 'rates.manage', mayOpen: true },
      { kind: 'rates', page: '/console/rates', act: 'rates.manage', mayOpen: true },
      { kind: 'space', page: '/console/spaceReleases', act: 'rates.manage', mayOpen: true },
      { kind: 'tracking', page: '/console/freightImport', act: 'rates.manage', mayOpen: true },
    ]);
  });

  it('a published kind is no step any more', () => {
    expect(stepsToStart({ ...nothing, sailings: true }, pricing).map(({ kind }) => kind)).toEqual([
      'rates',
      'space',
      'tracking',
    ]);
  });

  it('a staff member who may not take a step still sees it, without its link', () => {
    expect(
      stepsToStart(nothing, { userType: STAFF_USER_TYPE, staffRoles: ['administrator'] }).map(
        ({ mayOpen }) => mayOpen,
      ),
    ).toEqual([false, false, false, false]);
  });
});
