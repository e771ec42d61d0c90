/**
 * API paths of advance bookings. The spec shows none of them ("not shown"); they follow
 * the booking area's names.
 */
export const ReservationPath = {
  createReservation: 'reserve/createReservation',
  listMyReservations: 'reserve/listMyReservations',
  getReservation: 'reserve/getReservation',
  cancelReservation: 'reserve/cancelReservation',
  // Staff (user type 2) of the reservation's company.
  listReservations: 'reserve/listReservations',
  approveReservation: 'reserve/approveReservation',
  refuseReservation: 'reserve/refuseReservation',
} as const;
