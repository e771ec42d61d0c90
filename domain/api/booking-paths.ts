/**
 * API paths of space booking and payment. The spec shows none of them ("calls for ...
 * space booking: not shown") except `common/downloadfile`; docs/booking.md describes them.
 */
export const BookingPath = {
  bookSpace: 'space/bookSpace',
  getSpaceOrder: 'space/getSpaceOrder',
  listMySpaceOrders: 'space/listMySpaceOrders',
  cancelSpaceOrder: 'space/cancelSpaceOrder',
  // The owner resubmits a returned order with a corrected attorney file and a note.
  resubmitSpaceOrder: 'space/resubmitSpaceOrder',
  // An offer (a granted grab request): the customer opens its payment window.
  openSpaceOrderPayment: 'space/openSpaceOrderPayment',
  // The customer's power of attorney on file, picked instead of uploading it again.
  getAttorneyFileOnFile: 'space/getAttorneyFileOnFile',
  keepAttorneyFileOnFile: 'space/keepAttorneyFileOnFile',
  // Staff (user type 2) of the order's company.
  listSpaceOrders: 'space/listSpaceOrders',
  completeSpaceOrder: 'space/completeSpaceOrder',
  refuseSpaceOrder: 'space/refuseSpaceOrder',
  returnSpaceOrder: 'space/returnSpaceOrder',
  /** Refunds the provider reports abnormal, with its reason: operations settle them by hand. */
  listAbnormalRefunds: 'space/listAbnormalRefunds',
  /** The refunds queue: failed or abnormal refunds, which staff retry or settle outside the portal. */
  listRefundQueue: 'space/listRefundQueue',
  retryRefund: 'space/retryRefund',
  settleRefund: 'space/settleRefund',
  // The sandbox provider's pay page (/pay?code=…), opened by the phone that scans the QR code.
  getSandboxPayment: 'pay/getSandboxPayment',
  confirmSandboxPayment: 'pay/confirmSandboxPayment',
} as const;

/**
 * Endpoints outside the JSON envelope's body rules: a multipart upload, spec §7's download form
 * post, and the payment providers' notifications (`pay/notify/<provider>`, their own formats).
 */
export const FilePath = {
  uploadFile: 'common/uploadfile',
  downloadFile: 'common/downloadfile',
  // Portal-defined (spec §3 headPic): the head picture, a PNG or JPEG of at most 2 MiB, stored like the
  // attorney file and then set with webuserset/setHeadPicture.
  uploadPicture: 'common/uploadpicture',
} as const;

export const PAYMENT_NOTIFY_PREFIX = 'pay/notify';
