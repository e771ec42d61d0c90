import { useLingui } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useCallback, useRef, useState } from 'react';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import type { RecordViewer } from '../../../domain/records/record-kind.ts';
import type { AppRoute } from '../../../domain/routes.ts';
import { useSessionView } from '../../app/session-view.ts';
import * as buttons from '../../ui/button.css.ts';
import { TextField } from '../../ui/form-field.tsx';
import { PageFrame } from '../freight/kit.ts';
import {
  type RecordCall,
  type RecordColumn,
  type RecordKind,
  RecordList,
  type RecordListWords,
  useRecordList,
} from './record-list.tsx';
import { useStaffViewer } from './record-viewer.ts';
import * as records from './records.css.ts';

/**
 * A staff console's queue (spec §6): the company's records of one kind, for staff only (anyone
 * else is told so), first filtered to the status that waits for staff. `more` adds the queue's own
 * columns (the customer, the actions the signed-in staff member may take), which reload the page
 * after a record moved. `after` is what the queue shows staff below the list (a panel of its own).
 */
export function StaffQueuePage<Row, TStatus extends string>({
  route,
  list,
  initialStatus,
  kind,
  more,
  fileName,
  words,
  after,
}: {
  route: AppRoute;
  list: RecordCall<Row, TStatus>;
  initialStatus?: NoInfer<TStatus>;
  kind: RecordKind<Row, TStatus>;
  more: (viewer: RecordViewer, reload: () => void) => readonly RecordColumn<Row>[];
  fileName: string;
  words: RecordListWords;
  after?: ReactNode;
}) {
  const { t } = useLingui();
  const isStaff = useSessionView((view) => view.userType === STAFF_USER_TYPE);
  const viewer = useStaffViewer();
  // The customer filter travels beside the list's own: a link's `?customerId=`, or a search.
  const { customerId } = useSearch({ strict: false }) as { customerId?: unknown };
  // Only what names someone is sent: an unfiltered queue asks exactly as before.
  const customer = useRef<{ customerId?: number; customer?: string }>(
    typeof customerId === 'number' && Number.isInteger(customerId) ? { customerId } : {},
  );
  const filtered = useCallback<typeof list>(
    (query, signal) => list({ ...query, ...customer.current }, signal),
    [list],
  );
  const state = useRecordList({ list: filtered, allowed: isStaff, initialStatus: initialStatus ?? null });
  const [search, setSearch] = useState('');
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const { customerId: linked } = customer.current;
    const typed = search.trim();
    customer.current = {
      ...(linked !== undefined && { customerId: linked }),
      ...(typed !== '' && { customer: typed }),
    };
    state.page.load(state.filter);
  };
  return (
    <PageFrame route={route}>
      {isStaff && (
        <form className={records.toolbar} onSubmit={onSearch}>
          <div className={records.filter}>
            <TextField
              label={t`Customer (email or name)`}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <button type="submit" className={buttons.secondary}>{t`Search`}</button>
        </form>
      )}
      <RecordList
        state={state}
        kind={kind}
        more={more(viewer, state.reload)}
        fileName={fileName}
        denied="staff"
        words={words}
      />
      {isStaff && after}
    </PageFrame>
  );
}
