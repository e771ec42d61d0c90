/**
 * A staff member's DCSA file is read by its content, not its name: Commercial Schedules routes or
 * Track & Trace events, as an array or one document, under the size one request takes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DCSA_FILE_MAX_BYTES, readDcsaFile } from '../../../domain/freight/dcsa-file.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/dcsa');
const text = (file: string) => readFileSync(path.join(FIXTURES, file), 'utf8');
const read = (content: string) => readDcsaFile(content, Buffer.byteLength(content));

describe('a DCSA file is read by its content', () => {
  it('a Commercial Schedules point-to-point answer is routes; a Track & Trace answer is events', () => {
    expect(read(text('cs/commercialschedules-api-1.0.0-ptp.json'))).toMatchObject({
      ok: true,
      kind: 'csPointToPoint',
    });
    const events = read(text('tnt/conformance-gateway/tnt-220-response.json'));
    expect(events).toMatchObject({ ok: true, kind: 'tntEvents' });
    expect(events.ok && events.documents).toHaveLength(7);
  });

  it('one document on its own is a file of one', () => {
    const one = read(JSON.stringify({ eventType: 'SHIPMENT', documentID: 'SI1' }));
    expect(one).toEqual({
      ok: true,
      kind: 'tntEvents',
      documents: [{ eventType: 'SHIPMENT', documentID: 'SI1' }],
    });
  });

  it('refuses what is not JSON, empty, neither kind, or mixed, naming the document', () => {
    expect(read('eventType,documentID\nSHIPMENT,SI1')).toEqual({ ok: false, problem: 'notJson' });
    expect(read('[]')).toEqual({ ok: false, problem: 'empty' });
    expect(read('{"name":"rates"}')).toEqual({ ok: false, problem: 'notDcsa', index: 0 });
    expect(read('[{"eventType":"SHIPMENT"},{"legs":[]}]')).toEqual({
      ok: false,
      problem: 'notDcsa',
      index: 1,
    });
    expect(read(JSON.stringify(Array.from({ length: 2001 }, () => ({ legs: [] }))))).toEqual({
      ok: false,
      problem: 'tooMany',
      max: 2000,
    });
  });

  it('a file larger than one request takes is refused before it is read', () => {
    expect(readDcsaFile('[]', DCSA_FILE_MAX_BYTES + 1)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(readDcsaFile('{"legs":[]}', DCSA_FILE_MAX_BYTES)).toMatchObject({ ok: true });
  });
});
