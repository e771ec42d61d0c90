import type { SandboxPaymentView } from '../../../domain/api/booking.ts';

/** A sandbox payment as the pay page receives it, in the given state (path tests, app tests). */
export const sampleSandboxPayment = (state: SandboxPaymentView['state']): SandboxPaymentView => ({
  orderNo: 'SO20261123000001',
  amount: 2880,
  currency: 'USD',
  description: 'Space 40HQ × 1, 20GP × 1 · COSCO DEMO 045W · Shanghai → Rotterdam',
  state,
  expiresAt: '2026-11-23T08:03:00.000Z',
});

/** A code of the sandbox's shape (its terms, base64url, a dot, their HMAC): signed with a test key. */
export const SAMPLE_PAYMENT_CODE =
  'eyJvIjoiU08yMDI2MTEyODAwMDEiLCJhIjoxMjM0NTAsImMiOiJDTlkiLCJkIjoiTVNDIE9TQ0FSIDEyM1cgQ05TSEEtTkxSVE0gMXgyMEdQIiwiZSI6IjIwMjYtMTEtMjhUMDg6MDM6MDAuMDAwWiJ9.333bY9yeDJoVV2NybdXQ1yKH-aXBlZzeamHPfWMClrk';
