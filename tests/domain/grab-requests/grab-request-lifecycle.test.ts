import { describe, expect, it } from 'vitest';
import {
  GRAB_REQUEST_EVENTS,
  GRAB_REQUEST_STATUSES,
  grabRequestKind,
} from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import {
  type GrabRequestForm,
  grabRequestProblems,
  sailingFitsRequest,
} from '../../../domain/grab-requests/grab-request-rules.ts';
import { grabRequestMessages } from '../../../domain/grab-requests/messages.ts';
import { messageDefaults } from '../../../domain/messages.ts';

describe('spec §3 grab request statuses: one table for server and machine', () => {
  it('staff grant or refuse a request to be handled; its owner may delete it', () => {
    expect(grabRequestKind.next('toBeHandled', 'grant', 'staff')).toBe('granted');
    expect(grabRequestKind.next('toBeHandled', 'refuse', 'staff')).toBe('refused');
    expect(grabRequestKind.next('toBeHandled', 'delete', 'owner')).toBe('deleted');
    expect(grabRequestKind.next('toBeHandled', 'grant', 'owner')).toBeNull();
    expect(grabRequestKind.next('toBeHandled', 'delete', 'staff')).toBeNull();
  });

  it('spec §4: a handled or deleted request cannot be deleted (nor moved at all)', () => {
    expect(GRAB_REQUEST_STATUSES.filter(grabRequestKind.isFinal)).toEqual(['granted', 'refused', 'deleted']);
    for (const status of ['granted', 'refused', 'deleted'] as const)
      for (const event of GRAB_REQUEST_EVENTS)
        for (const party of ['owner', 'staff'] as const)
          expect(grabRequestKind.next(status, event, party)).toBeNull();
  });

  it('only a refusal needs notes', () => {
    expect(GRAB_REQUEST_EVENTS.filter((event) => grabRequestKind.needs(event).includes('notes'))).toEqual([
      'refuse',
    ]);
  });

  it('the conditional update of an event starts from exactly the statuses the table allows', () => {
    expect(grabRequestKind.statusesAllowing('delete', 'owner')).toEqual(['toBeHandled']);
    expect(grabRequestKind.transitionOf('grant', 'staff')).toEqual({ from: ['toBeHandled'], to: 'granted' });
    expect(grabRequestKind.transitionOf('grant', 'owner')).toBeNull();
  });

  it('spec §8: the delete refusal is the spec’s own text, in both languages', () => {
    expect(grabRequestMessages.cannotDeleteInCurrentState.en).toBe(
      messageDefaults.cannotDeleteInCurrentState,
    );
    expect(grabRequestMessages.cannotDeleteInCurrentState.cn).toBe('当前状态不能删除。');
  });
});

describe('spec §5: the grab request form rules', () => {
  const now = new Date(2026, 6, 1, 10, 0);
  const valid: GrabRequestForm = {
    pol: 'CNSHA',
    pod: 'NLRTM',
    etdStart: '2026-07-10',
    etdEnd: '2026-07-20',
    containers: [{ containerType: '20GP', quantity: '2' }],
    cargo: 'Furniture',
    specialRequirements: '',
  };

  it('a complete request has no problem; today is a valid start', () => {
    expect(grabRequestProblems(valid, now)).toEqual({});
    expect(grabRequestProblems({ ...valid, etdStart: '2026-07-01' }, now)).toEqual({});
  });

  it.each([
    [{ pol: '' }, { pol: 'polRequired' }],
    [{ pod: 'cnsha' }, { pod: 'samePlaces' }],
    [{ etdStart: '' }, { etdStart: 'etdStartRequired' }],
    [{ etdStart: '2026-06-30' }, { etdStart: 'etdStartPast' }],
    [{ etdStart: '2026-12-01', etdEnd: '2026-12-02' }, { etdStart: 'etdStartTooFar' }],
    [{ etdEnd: '2026-07-09' }, { etdEnd: 'etdStartAfterEnd' }],
    [{ etdEnd: '2026-08-11' }, { etdEnd: 'etdRangeTooLong' }],
    [{ containers: [] }, { containers: 'containersRequired' }],
    [
      {
        containers: [
          { containerType: '20GP', quantity: '1' },
          { containerType: '20gp', quantity: '1' },
        ],
      },
      { containers: 'duplicateContainerType' },
    ],
    [{ containers: [{ containerType: '20GP', quantity: '0' }] }, { containers: 'quantityNotPositive' }],
    [{ containers: [{ containerType: '20GP', quantity: '1.5' }] }, { containers: 'quantityNotInteger' }],
    [{ containers: [{ containerType: '20GP', quantity: '1000' }] }, { containers: 'quantityTooLarge' }],
    [{ cargo: ' ' }, { cargo: 'cargoRequired' }],
  ] as const)('%o gives %o', (change, problems) => {
    expect(grabRequestProblems({ ...valid, ...change }, now)).toEqual(problems);
  });

  it('a sailing fits when it serves both ports and leaves within the range, ends included', () => {
    const request = { pol: 'CNSHA', pod: 'NLRTM', etdStart: '2026-07-10', etdEnd: '2026-07-20' };
    expect(sailingFitsRequest({ pol: 'CNSHA', pod: 'NLRTM', etdDate: '2026-07-10' }, request)).toBe(true);
    expect(sailingFitsRequest({ pol: 'CNSHA', pod: 'NLRTM', etdDate: '2026-07-20' }, request)).toBe(true);
    expect(sailingFitsRequest({ pol: 'CNSHA', pod: 'NLRTM', etdDate: '2026-07-21' }, request)).toBe(false);
    expect(sailingFitsRequest({ pol: 'CNNGB', pod: 'NLRTM', etdDate: '2026-07-12' }, request)).toBe(false);
  });
});
