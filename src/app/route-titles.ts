import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AppRoute } from '../../domain/routes.ts';

/** Spec §2: every route has a Chinese title (and here an English one); it becomes the document title. */
export const routeTitles: Record<AppRoute, MessageDescriptor> = {
  '/index': msg`Home`,
  '/rates': msg`Sea Freight Rates`,
  '/seaRailway': msg`Sea-Rail Transport`,
  '/throughoutWorld': msg`Global Solutions`,
  '/schedules': msg`Sailing Schedules`,
  '/tracking': msg`Cargo Tracking`,
  '/service': msg`Our Services`,
  '/clientCase': msg`Client Cases`,
  '/prerecordingSearch': msg`Pre-recorded Customs Documents`,
  '/about': msg`About Us`,
  '/client': msg`Desktop Client`,
  '/quotation': msg`Quotation`,
  '/spotFreight': msg`Spot Freight`,
  '/lookPresentCabin': msg`Available Space`,
  '/grabSpace': msg`Space Grabbing`,
  '/lookPresentCabinDetail': msg`Available Space Detail`,
  '/contact': msg`Contact Us`,
  '/workspace': msg`Workspace`,
  '/workspace/order': msg`My Order`,
  '/workspace/myReserve': msg`My Advance Booking`,
  '/workspace/myQuotation': msg`My Quotation`,
  '/workspace/reserveCabin': msg`My Space`,
  '/workspace/editInfo': msg`Profile`,
  '/qrConfirm': msg`Confirm QR login`,
  '/pay': msg`Sandbox payment`,
  '/track': msg`Shared tracking`,
  '/setup': msg`Set up the portal`,
  '/console': msg`Staff console`,
  '/console/certifications': msg`Certification review`,
  '/console/customers': msg`Customers`,
  '/console/reservations': msg`Advance bookings to audit`,
  '/console/grabRequests': msg`Grab requests to handle`,
  '/console/orders': msg`Orders to move`,
  '/console/spaceOrders': msg`Space orders to handle`,
  '/console/refunds': msg`Refunds to settle`,
};

export const notFoundTitle: MessageDescriptor = msg`Page not found`;
