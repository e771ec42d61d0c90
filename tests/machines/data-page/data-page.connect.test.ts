import { describe, expect, it, vi } from 'vitest';
import { connectDataPage } from '../../../machines/data-page/data-page.connect.ts';
import {
  type DataPageContext,
  type DataPageValue,
  dataPageMachine,
} from '../../../machines/data-page/data-page.machine.ts';

/** What a list draws in each of the seven page states of spec §4, and when it offers a retry. */

const idle: DataPageContext = {
  query: null,
  page: 1,
  pageSize: 10,
  sort: null,
  result: null,
  rowCount: 0,
  total: 0,
  errorCode: null,
  message: null,
};
const answered: DataPageContext = {
  ...idle,
  query: { pol: 'CNSHA' },
  result: { list: ['row'] },
  rowCount: 1,
  total: 1,
};

const view = (value: DataPageValue, context: Partial<DataPageContext> = {}) => {
  const send = vi.fn();
  const snapshot = dataPageMachine.resolveState({ value, context: { ...idle, ...context } });
  return { send, view: connectDataPage<{ list: string[] }>(snapshot, send) };
};

describe('connectDataPage', () => {
  it('spec §4: one panel per state; rows only in content and table loading', () => {
    expect(view('default').view).toMatchObject({ panel: { kind: 'idle' }, rows: null, busy: false });
    expect(view('pageLoading').view).toMatchObject({ panel: { kind: 'loading' }, rows: null });
    expect(view('inquiry', answered).view).toMatchObject({ panel: { kind: 'loading' }, rows: null });
    expect(view('empty', { message: 'No route between these ports' }).view).toMatchObject({
      panel: { kind: 'empty', message: 'No route between these ports' },
      rows: null,
    });
    expect(view('noAuthorization').view).toMatchObject({ panel: { kind: 'denied' }, rows: null });
    expect(view('content', answered).view).toMatchObject({
      panel: null,
      rows: { list: ['row'] },
      busy: false,
    });
    expect(view('tableLoading', answered).view).toMatchObject({
      panel: null,
      rows: { list: ['row'] },
      busy: true,
    });
  });

  it('a failure of the network or the server offers a retry, which the machine takes', () => {
    const { view: failed, send } = view('default', { query: 'CNSHA-NLRTM', errorCode: '500' });
    expect(failed).toMatchObject({ panel: { kind: 'failed', message: null }, canRetry: true });
    failed.retry();
    expect(send).toHaveBeenCalledWith({ type: 'RETRY' });
    expect(view('default', { errorCode: '503', message: 'Back in a moment' }).view).toMatchObject({
      panel: { kind: 'failed', message: 'Back in a moment' },
      canRetry: true,
    });
  });

  it('a refused query shows its message without a retry: the same query meets the same answer', () => {
    for (const errorCode of ['400', '0'] as const) {
      expect(view('default', { errorCode, message: 'Not a UN/LOCODE' }).view).toMatchObject({
        panel: { kind: 'failed', message: 'Not a UN/LOCODE' },
        canRetry: false,
      });
    }
  });

  it('a failed page change keeps the rows under the failure panel; paging sends the page', () => {
    const { view: failed, send } = view('content', { ...answered, errorCode: '500' });
    expect(failed).toMatchObject({
      panel: { kind: 'failed', message: null },
      rows: { list: ['row'] },
      canRetry: true,
      pageSize: 10,
    });
    failed.goToPage(2);
    expect(send).toHaveBeenCalledWith({ type: 'PAGE', page: 2 });
  });
});
