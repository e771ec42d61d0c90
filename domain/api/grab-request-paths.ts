/**
 * API paths of grab requests (spot booking, spec §3). The spec shows none of them ("not shown");
 * they follow the booking area's names.
 */
export const GrabRequestPath = {
  applyGrabRequest: 'grab/applyGrabRequest',
  listMyGrabRequests: 'grab/listMyGrabRequests',
  getGrabRequest: 'grab/getGrabRequest',
  deleteGrabRequest: 'grab/deleteGrabRequest',
  // Staff (user type 2) of the request's company.
  listGrabRequests: 'grab/listGrabRequests',
  grantGrabRequest: 'grab/grantGrabRequest',
  refuseGrabRequest: 'grab/refuseGrabRequest',
} as const;
