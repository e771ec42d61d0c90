import { dataPageMachine } from '../../../machines/data-page/data-page.machine.ts';
import { sampleApiFailure } from '../booking/samples.ts';
import type { MachineModel } from '../harness/model.ts';

export const dataPageModel: MachineModel<typeof dataPageMachine> = {
  machine: dataPageMachine,
  // Only where a failure shows (default, content) does it change behaviour: RETRY.
  // Only where a failure shows (default, content) does it change behaviour: whether RETRY is taken.
  serializeState: (snapshot) =>
    snapshot.matches('default') || snapshot.matches('content')
      ? JSON.stringify({ value: snapshot.value, retry: snapshot.can({ type: 'RETRY' }) })
      : JSON.stringify(snapshot.value),
  input: { pageSize: 10 },
  events: {
    LOAD: [{ type: 'LOAD' }, { type: 'LOAD', query: { pol: 'CNSHA', pod: 'NLRTM' } }],
    SEARCH: [{ type: 'SEARCH', query: { pol: 'CNSHA', pod: 'NLRTM' } }],
    PAGE: [{ type: 'PAGE', page: 2 }],
    SORT: [{ type: 'SORT', sort: 'transitTime' }],
    RETRY: [{ type: 'RETRY' }],
    UNAUTHORIZED: [{ type: 'UNAUTHORIZED' }],
    RESET: [{ type: 'RESET' }],
  },
  actors: {
    fetchPage: {
      done: [
        // A page of 42 rows whose rows a page renders from its own fixtures: none here.
        { result: { list: [], pageNo: 1, pageSize: 10, total: 42 }, rows: 10, total: 42 },
        { result: { list: [], pageNo: 1, pageSize: 10, total: 0 }, rows: 0, total: 0 },
      ],
      error: [
        sampleApiFailure('404', 'No route between these ports'),
        sampleApiFailure('403', 'Certified customers only'),
        sampleApiFailure('400', 'The port of loading must be a UN/LOCODE'),
        new Error('network'),
      ],
    },
  },
};
