/**
 * Every API endpoint (ApiPath, so a new one is covered the day it is added), signed out and signed
 * in, hit with control characters, wrong types, huge strings and arrays in every field of a body
 * shaped like its schema: never a 5xx, and a control character anywhere is a 400 (on
 * PostgreSQL a `\u0000` in any text field answered 500 while SQLite stored it). The answers per
 * HTTP status are printed per database for the closing note.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilePath } from '../../domain/api/booking-paths.ts';
import { Endpoints } from '../../domain/api/endpoints.ts';
import { SYS_SOURCE_HEADER } from '../../domain/api/envelope.ts';
import { Access } from '../../domain/api/path-access.ts';
import { ApiPath } from '../../domain/api/paths.ts';
import { CertificationStatus, STAFF_USER_TYPE } from '../../domain/constants.ts';
import { startFreightApp } from './freight/support.ts';
import { type BodySchema as Schema, sampleOf } from './support/sample-body.ts';
import { type SignedIn, signIn } from './support/tenants.ts';
import type { TestApp } from './support/test-app.ts';
import { TEST_DB } from './support/test-database.ts';

const PATHS = Object.values(ApiPath);

/** Paths to every leaf of a sample: object keys and the first item of arrays. */
const leavesOf = (value: unknown, path: (string | number)[] = []): (string | number)[][] => {
  if (Array.isArray(value)) return value.length === 0 ? [path] : leavesOf(value[0], [...path, 0]);
  if (typeof value === 'object' && value !== null && Object.keys(value).length > 0) {
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  }
  return [path];
};

const withValue = (sample: unknown, path: (string | number)[], value: unknown): unknown => {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(sample) ? [...sample] : { ...(sample as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withValue(copy[head!], rest, value);
  return copy;
};

/** Mutations that must be refused with a 400 wherever they land. */
const CONTROL: [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['BEL', '\u0007'],
  ['ESC', 'x\u001b[31m'],
  ['DEL', 'x\u007f'],
  ['NUL inside a nested value', { a: ['\u0000'] }],
];
/** Mutations that may be fine or refused, never a 5xx. */
const OTHERS: [string, unknown][] = [
  ['line feed', 'a\nb'],
  ['tab', 'a\tb'],
  ['lone surrogate', '\ud800x'],
  ['empty string', ''],
  ['huge string', 'x'.repeat(100_000)],
  ['null', null],
  ['true', true],
  ['zero', 0],
  ['negative', -1],
  ['fraction', 1.5],
  ['huge number', 1e308],
  // An `integer` column's bounds on PostgreSQL, and one past each (SQLite's integers are 64-bit).
  ['largest int32', 2_147_483_647],
  ['past int32', 2_147_483_648],
  ['smallest int32', -2_147_483_648],
  ['below int32', -2_147_483_649],
  ['past int32 as text', '2147483648'],
  ['number as text', '1'],
  ['empty array', []],
  ['empty object', {}],
  ['huge array', Array.from({ length: 10_000 }, () => 'x')],
];
/** Whole bodies: the first three are never a request body; unknown fields are dropped unread. */
const BODIES: [string, string, boolean][] = [
  ['an array', '[]', true],
  ['null', 'null', true],
  ['a string', '"\\u0000"', true],
  ['an empty object', '{}', false],
  ['an unknown field only', '{"unknown":"\\u0000"}', false],
];

type Viewer = 'signed out' | 'customer' | 'staff';
let t: TestApp;
/** HTTP status -> answers, per viewer and in all. */
const statuses: Record<Viewer | 'all', Record<number, number>> = {
  'signed out': {},
  customer: {},
  staff: {},
  all: {},
};

let addresses = 0;
const send = async (
  viewer: Viewer,
  session: SignedIn | null,
  path: string,
  payload: string,
  headers: Record<string, string> = {},
) => {
  addresses += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    // A fresh address each time, so that the per-IP limits do not stop the fuzz at the door.
    remoteAddress: `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      ...session?.headers,
      ...headers,
    },
    payload,
  });
  for (const bucket of [viewer, 'all'] as const)
    statuses[bucket][response.statusCode] = (statuses[bucket][response.statusCode] ?? 0) + 1;
  return response;
};

beforeAll(async () => {
  t = await startFreightApp();
}, 60_000);
afterAll(async () => {
  // The figures of the closing note: answers per HTTP status on this database.
  console.log(`fuzz answers per HTTP status on ${TEST_DB}: ${JSON.stringify(statuses)}`);
  await t.close();
});

describe('every API endpoint, hit with control characters, wrong types and huge values', () => {
  it('covers every path of ApiPath, each with a body schema', () => {
    expect(PATHS.length).toBeGreaterThan(0);
    expect(Object.keys(Endpoints).sort()).toEqual([...PATHS].sort());
  });

  describe.each(['signed out', 'customer', 'staff'] as const)('%s', (viewer) => {
    it.each(PATHS)(
      "%s: no 5xx, and a control character in any field is a 400 (after the path's access)",
      async (path) => {
        // A session of its own: logging out (one of the paths) must not sign the other paths out.
        const session =
          viewer === 'signed out'
            ? null
            : await signIn(
                t.db,
                viewer === 'staff'
                  ? { companyId: 1, userType: STAFF_USER_TYPE }
                  : { companyId: 1, certificationStatus: CertificationStatus.certified },
              );
        const sample = sampleOf(Endpoints[path].request as Schema);
        const refused: string[] = [];
        const faults: string[] = [];
        // The path's access comes before its fields: a caller it refuses gets that refusal instead.
        const { access } = Endpoints[path].access;
        const fieldRefusal =
          viewer === 'signed out' && access !== Access.public
            ? 401
            : viewer === 'customer' && access === Access.staff
              ? 403
              : 400;
        /** `refusedWith`: the status the answer must have, or null when any below 500 will do. */
        const check = (label: string, status: number, refusedWith: number | null) => {
          if (status >= 500) faults.push(`${label}: HTTP ${status}`);
          if (refusedWith !== null && status !== refusedWith) refused.push(`${label}: HTTP ${status}`);
        };
        for (const [label, payload, mustRefuse] of BODIES)
          check(
            label,
            (await send(viewer, session, path, payload)).statusCode,
            mustRefuse ? fieldRefusal : null,
          );
        // A body without fields (logout) has no leaf to mutate: BODIES covers it.
        for (const leaf of leavesOf(sample).filter((leaf) => leaf.length > 0)) {
          for (const [mutation, value] of [...CONTROL, ...OTHERS]) {
            const label = `${leaf.join('.') || 'body'} = ${mutation}`;
            const response = await send(
              viewer,
              session,
              path,
              JSON.stringify(withValue(sample, leaf, value)),
            );
            check(
              label,
              response.statusCode,
              CONTROL.some(([name]) => name === mutation) ? fieldRefusal : null,
            );
          }
        }
        // Headers that the API stores get the bodies' rule, at the door: before the path's access.
        for (const [header, value] of [
          [SYS_SOURCE_HEADER, 'web\u0000portal'],
          ['user-agent', 'Mozilla/5.0\u0000'],
          [SYS_SOURCE_HEADER, 'web\tportal'],
        ] as const) {
          const response = await send(viewer, session, path, JSON.stringify(sample), { [header]: value });
          check(`header ${header} with a control character`, response.statusCode, 400);
        }
        // The sample body last: on a sign-out path it ends the session the checks above use.
        check(
          'the sample body',
          (await send(viewer, session, path, JSON.stringify(sample))).statusCode,
          null,
        );
        expect(faults).toEqual([]);
        expect(refused).toEqual([]);
      },
      120_000,
    );
  });

  it('the two file endpoints (outside ApiPath), hit with junk bodies and content types: no 5xx', async () => {
    const customer = await signIn(t.db, { companyId: 1, certificationStatus: CertificationStatus.certified });
    const staff = await signIn(t.db, { companyId: 1, userType: STAFF_USER_TYPE });
    const boundary = 'fuzz-boundary';
    const part = (disposition: string, data: string) =>
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${data}\r\n`;
    const junk: [string, string][] = [
      ['application/json', '{}'],
      ['application/json', '{"alifileName":"\\u0000","Authorization":["x"]}'],
      ['application/json', 'not json'],
      ['application/x-www-form-urlencoded', 'alifileName=%00&fileName=..%2F..%2Fportal.db'],
      [
        'application/x-www-form-urlencoded',
        `alifileName=${'A'.repeat(32)}&Authorization=${'x'.repeat(20_000)}`,
      ],
      ['application/x-www-form-urlencoded', '%%%&&&==='],
      ['text/plain', '\u0000'],
      ['application/octet-stream', 'MZ\u0000\u0000'],
      ['multipart/form-data', 'no boundary'],
      [`multipart/form-data; boundary=${boundary}`, ''],
      [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nbroken`],
      [
        `multipart/form-data; boundary=${boundary}`,
        `${part('form-data; name="file"; filename="a\u0000.pdf"', '%PDF-')}--${boundary}--`,
      ],
      [
        `multipart/form-data; boundary=${boundary}`,
        `${part('form-data; name="__proto__"; filename="a.pdf"', '%PDF-')}--${boundary}--`,
      ],
      [
        `multipart/form-data; boundary=${boundary}`,
        `${part('form-data; name="file"; filename="a.pdf"', '%PDF-')}`,
      ],
      [
        `multipart/form-data; boundary=${boundary}`,
        `${part('form-data; name="file"', 'x'.repeat(5000))}--${boundary}--`,
      ],
      ['image/png', '\u0089PNG'],
    ];
    const faults: string[] = [];
    for (const [viewer, session] of [
      ['signed out', null],
      ['customer', customer],
      ['staff', staff],
    ] as const) {
      for (const path of Object.values(FilePath)) {
        for (const [contentType, payload] of junk) {
          const response = await send(viewer, session, path, payload, { 'content-type': contentType });
          if (response.statusCode >= 500)
            faults.push(`${viewer} ${path} ${contentType}: HTTP ${response.statusCode}`);
        }
      }
    }
    expect(faults).toEqual([]);
  });

  it('a media address with a control character is a 400, not a database error', async () => {
    for (const id of ['a%00b', '%07', 'logo%7F.svg']) {
      const response = await t.app.inject({ method: 'GET', url: `/media/${id}` });
      expect(response.statusCode).toBe(400);
    }
  });
});
