/**
 * The code the sandbox payment QR code's URL carries (`/pay?code=…`): the payment's terms
 * (base64url), a dot, and their HMAC-SHA256 (base64url, 43 characters). Checked by the request
 * schema and by the pay page, which never calls the server with a code that cannot be one. Its own
 * module: the API paths are in the first load, the pay page is not.
 */
export const SANDBOX_PAYMENT_CODE = /^[A-Za-z0-9_-]{16,1024}\.[A-Za-z0-9_-]{43}$/;
