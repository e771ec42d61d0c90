import { useLingui } from '@lingui/react/macro';
import {
  GRAB_REQUEST_STATUSES,
  type GrabRequestStatus,
} from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import { RecordHistory } from '../workspace/record-history.tsx';
import { grabRequestStatusWords } from './grab-request-words.ts';
import { getGrabRequest } from './grab-requests-api.ts';

const isStatus = (value: string | null): value is GrabRequestStatus =>
  (GRAB_REQUEST_STATUSES as readonly (string | null)[]).includes(value);

/** A grab request's audit trail, in its own words (staff's notes). */
export function GrabRequestHistory({ requestId }: { requestId: number }) {
  const { t, i18n } = useLingui();
  return (
    <RecordHistory
      label={t`History of grab request ${requestId}`}
      load={() => getGrabRequest(requestId).then((detail) => detail.history)}
      statusText={(status) => (isStatus(status) ? i18n._(grabRequestStatusWords[status]) : '—')}
      createdLine={(when, who, to) => t`${when}: applied by ${who}, ${to}`}
      reasonText={(notes) => t`Notes: ${notes}`}
    />
  );
}
