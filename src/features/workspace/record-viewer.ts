/**
 * Who looks at a workspace record, as the record kernel asks it (`kind.canOffer(status, event,
 * viewer)`): the customer on their own pages owns every record listed there; in the staff queues
 * the signed-in user is staff with the permissions of their roles (spec §6, domain/permissions.ts).
 */

import { formatStaffRoles, parseStaffRoles } from '../../../domain/permissions.ts';
import type { RecordViewer } from '../../../domain/records/record-kind.ts';
import { recordViewerOf } from '../../../domain/records/record-kind.ts';
import { useSessionView } from '../../app/session-view.ts';

/** The customer on My Advance Booking, My Orders and My Space: the owner of each row. */
export const ownerViewer: RecordViewer = { party: 'owner' };

/** The signed-in user in a staff queue: staff, holding the permissions of their roles. */
export const useStaffViewer = (): RecordViewer => {
  const userType = useSessionView((view) => view.userType);
  // Joined to a string so that the selection stays a primitive (renders stay stable).
  const roles = useSessionView((view) => formatStaffRoles(view.staffRoles));
  return recordViewerOf({ userType, staffRoles: parseStaffRoles(roles) }, false);
};
