import type { ReactNode } from 'react';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import type { RecordViewer } from '../../../domain/records/record-kind.ts';
import type { AppRoute } from '../../../domain/routes.ts';
import { useSessionView } from '../../app/session-view.ts';
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
  const isStaff = useSessionView((view) => view.userType === STAFF_USER_TYPE);
  const viewer = useStaffViewer();
  const state = useRecordList({ list, allowed: isStaff, initialStatus: initialStatus ?? null });
  return (
    <PageFrame route={route}>
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
