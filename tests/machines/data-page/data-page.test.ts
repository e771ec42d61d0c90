import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Envelope } from '../../../domain/api/envelope.ts';
import { answerOf } from '../../../domain/api/failure.ts';
import {
  dataPageMachine,
  type PageData,
  type PageRequest,
} from '../../../machines/data-page/data-page.machine.ts';

/** What the server answers a page: its data, or a failure's code and message. */
type PageAnswer = Envelope<PageData>;

/** What the dataPage paths do not show: the request each call gets, and cancelling. */

interface Call {
  request: PageRequest;
  signal: AbortSignal;
  answer: (reply: PageAnswer) => void;
}

const startPage = () => {
  const calls: Call[] = [];
  const machine = dataPageMachine.provide({
    actors: {
      fetchPage: fromPromise<PageData, PageRequest>(({ input, signal }) =>
        new Promise<PageAnswer>((resolve) => calls.push({ request: input, signal, answer: resolve })).then(
          (reply) => answerOf(reply).data!,
        ),
      ),
    },
  });
  const actor = createActor(machine, { input: { pageSize: 10 } }).start();
  return { actor, calls };
};

const rows = (result: string, count: number): PageAnswer => ({
  code: '1',
  message: '',
  data: { result, rows: count, total: count },
});

/** Lets the answered promise reach the machine: a few microtasks, no timer. */
const settle = async () => {
  for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
};

describe('dataPage', () => {
  it('a new query cancels the one in flight; its late answer is never shown', async () => {
    const { actor, calls } = startPage();
    actor.send({ type: 'SEARCH', query: { pol: 'CNSHA', pod: 'NLRTM' } });
    actor.send({ type: 'SEARCH', query: { pol: 'CNSHA', pod: 'USLAX' } });

    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);

    calls[0]!.answer(rows('Rotterdam sailings', 10));
    await settle();
    expect(actor.getSnapshot().matches('inquiry')).toBe(true);

    calls[1]!.answer(rows('Los Angeles sailings', 4));
    await settle();
    expect(actor.getSnapshot().matches('content')).toBe(true);
    expect(actor.getSnapshot().context.result).toBe('Los Angeles sailings');
  });

  it('another page cancels the page in flight and keeps the query; a search starts again at page 1', async () => {
    const { actor, calls } = startPage();
    actor.send({ type: 'SEARCH', query: 'CNSHA-NLRTM' });
    calls[0]!.answer(rows('page 1', 10));
    await settle();

    actor.send({ type: 'PAGE', page: 2 });
    actor.send({ type: 'PAGE', page: 3 });
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(calls[2]!.request).toEqual({ query: 'CNSHA-NLRTM', page: 3, pageSize: 10, sort: null });

    actor.send({ type: 'SORT', sort: 'transitTime' });
    expect(calls[3]!.request).toEqual({ query: 'CNSHA-NLRTM', page: 1, pageSize: 10, sort: 'transitTime' });

    actor.send({ type: 'SEARCH', query: 'CNSHA-USLAX' });
    expect(calls[4]!.request).toEqual({ query: 'CNSHA-USLAX', page: 1, pageSize: 10, sort: null });
  });

  it('spec §4: a failed page change keeps the rows with the failure code; RETRY asks for the same page', async () => {
    const { actor, calls } = startPage();
    actor.send({ type: 'SEARCH', query: 'CNSHA-NLRTM' });
    calls[0]!.answer(rows('page 1', 10));
    await settle();
    actor.send({ type: 'PAGE', page: 2 });
    calls[1]!.answer({ code: '503', message: 'The database is away for a moment' });
    await settle();

    const failed = actor.getSnapshot();
    expect(failed.matches('content')).toBe(true);
    expect(failed.context).toMatchObject({ result: 'page 1', errorCode: '503' });

    actor.send({ type: 'RETRY' });
    expect(calls[2]!.request).toMatchObject({ query: 'CNSHA-NLRTM', page: 2 });
  });
});
