/**
 * API paths of the staff accounts an administrator manages (portal-defined: spec §6 has staff as
 * user type 2 and no screens), and the invitee's own path that accepts a mailed invitation.
 */
export const StaffPath = {
  listStaff: 'staff/listStaff',
  inviteStaff: 'staff/inviteStaff',
  resendStaffInvitation: 'staff/resendInvitation',
  setStaffRoles: 'staff/setStaffRoles',
  setStaffActive: 'staff/setStaffActive',
  acceptStaffInvitation: 'staff/acceptInvitation',
} as const;
