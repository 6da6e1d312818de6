/**
 * The payment providers this app offers, in the order the buyer sees them at Buy Now (the first
 * is the default). Orders remember their provider by name; an order of a provider no longer
 * offered is settled by nobody (it expires or is closed by an admin).
 */
import type { PaymentProviderName } from '@cms/contract';
import type { PaymentProvider } from './provider.js';

export class PaymentProviders {
  private readonly byName: ReadonlyMap<PaymentProviderName, PaymentProvider>;

  constructor(readonly offered: readonly PaymentProvider[]) {
    if (offered.length === 0) throw new Error('at least one payment provider must be offered');
    this.byName = new Map(offered.map((p) => [p.name, p]));
    if (this.byName.size !== offered.length) throw new Error('a payment provider is offered twice');
  }

  /** The provider of that name, if offered. */
  get(name: string): PaymentProvider | undefined {
    return this.byName.get(name as PaymentProviderName);
  }

  /** The first offered: Buy Now's default. */
  get preferred(): PaymentProvider {
    return this.offered[0]!;
  }

  get names(): PaymentProviderName[] {
    return this.offered.map((p) => p.name);
  }
}
