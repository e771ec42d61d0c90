import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { companySuggestMachine } from '../../../machines/auth/company-suggest.machine.ts';

/** Spec §5 company suggestion search and Chinese certification, §9 minimum length 3, page size 20. */

const company = { id: 42, name: '示例货运有限公司', nameEn: 'Sample Freight Co., Ltd.' };

const startSuggest = () => {
  const searches: unknown[] = [];
  const machine = companySuggestMachine.provide({
    actors: {
      searchCompanies: fromPromise(async ({ input }) => {
        searches.push(input);
        return { code: '1', message: '', items: [company] };
      }),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  return { actor, searches };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('company suggestions (spec §5)', () => {
  it('spec §5: 2 characters or fewer never search', async () => {
    vi.useFakeTimers();
    const { actor, searches } = startSuggest();
    actor.send({ type: 'TYPE', text: '示例' });
    actor.send({ type: 'TYPE', text: ' 示例 ' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(searches).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('spec §5, §9: longer text searches after the 300 ms pause, page 1 of 20, once per pause', async () => {
    vi.useFakeTimers();
    const { actor, searches } = startSuggest();
    actor.send({ type: 'TYPE', text: '示例货' });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'TYPE', text: '示例货运' });
    await vi.advanceTimersByTimeAsync(299);
    expect(searches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(searches).toEqual([{ name: '示例货运', pageNo: 1, pageSize: 20 }]);
    expect(actor.getSnapshot().value).toBe('suggesting');
    expect(actor.getSnapshot().context.suggestions).toEqual([company]);
  });

  it('spec §5: a chosen suggestion sets companyNameId and editing the text clears it', async () => {
    vi.useFakeTimers();
    const { actor } = startSuggest();
    actor.send({ type: 'TYPE', text: '示例货运' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'CHOOSE', company });
    expect(actor.getSnapshot().context).toMatchObject({ text: company.name, companyNameId: 42 });
    actor.send({ type: 'TYPE', text: '示例货运有限' });
    expect(actor.getSnapshot().context.companyNameId).toBeNull();
  });
});
