/** Picks the payment provider PAYMENT_PROVIDER names; the booking service sees only the interface. */
import type { PaymentSettings } from '../../config.ts';
import type { SandboxPaymentRepository } from '../../db/repositories/sandbox-payment-repository.ts';
import type { Clock } from '../accounts/clock.ts';
import { createSandboxProvider, type DeliverNotification, type SandboxProvider } from './sandbox.ts';
import { createWechatPayProvider, type WechatPayProvider } from './wechatpay.ts';

export interface PaymentDeps {
  /** The sandbox's payments (a real provider keeps its own). */
  payments: SandboxPaymentRepository;
  now: Clock;
  publicBaseUrl: string;
  /** The sandbox's way to the notification handler (POST /api/pay/notify/sandbox's own handler). */
  deliver: DeliverNotification;
  onDeliveryError: (error: unknown) => void;
}

/** The sandbox comes with its pay page's calls (sandboxPayRoutes); a real provider has none. */
export type ConfiguredProvider = SandboxProvider | WechatPayProvider;

export const createPaymentProvider = (config: PaymentSettings, deps: PaymentDeps): ConfiguredProvider =>
  config.provider === 'wechatpay'
    ? createWechatPayProvider(config.wechatpay, { now: deps.now })
    : createSandboxProvider({ ...deps, secret: config.sandboxSecret });
