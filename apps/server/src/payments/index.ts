/** The payment providers offered at Buy Now, as configured (PAYMENT_PROVIDER, the providers' credentials). */
import type { PaymentProviderName } from '@cms/contract';
import type { PaymentConfig } from '../config/index.js';
import type { Db } from '../db/client.js';
import { PayPalProvider } from './paypal.js';
import type { PaymentProvider } from './provider.js';
import { RazorpayProvider } from './razorpay.js';
import { SandboxProvider } from './sandbox.js';
import { PaymentProviders } from './registry.js';

function createPaymentProvider(name: PaymentProviderName, config: PaymentConfig, db: Db): PaymentProvider {
  switch (name) {
    case 'sandbox':
      return new SandboxProvider(db);
    case 'paypal':
      return new PayPalProvider(config.paypal!);
    case 'razorpay':
      return new RazorpayProvider(config.razorpay!);
  }
}

/** The providers offered at Buy Now, in config's order (the first is the default). */
export function createPaymentProviders(config: PaymentConfig, db: Db): PaymentProviders {
  return new PaymentProviders(config.offered.map((name) => createPaymentProvider(name, config, db)));
}

export { PayPalProvider } from './paypal.js';
export { RazorpayProvider } from './razorpay.js';
export { SandboxProvider } from './sandbox.js';
export * from './provider.js';
export { PaymentProviders } from './registry.js';
