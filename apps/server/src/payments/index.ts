/** The payment provider chosen by configuration (PAYMENT_PROVIDER). */
import type { PaymentConfig } from '../config/index.js';
import type { Db } from '../db/client.js';
import { PayPalProvider } from './paypal.js';
import type { PaymentProvider } from './provider.js';
import { SandboxProvider } from './sandbox.js';
import { PaymentProviders } from './registry.js';

export function createPaymentProvider(config: PaymentConfig, db: Db): PaymentProvider {
  return config.provider === 'paypal' ? new PayPalProvider(config.paypal) : new SandboxProvider(db);
}

/** The providers offered at Buy Now. */
export function createPaymentProviders(config: PaymentConfig, db: Db): PaymentProviders {
  return new PaymentProviders([createPaymentProvider(config, db)]);
}

export { PayPalProvider } from './paypal.js';
export { SandboxProvider } from './sandbox.js';
export * from './provider.js';
export { PaymentProviders } from './registry.js';
