/** The checkout's price lines: list price, the coupon's discount, the GST inside the price, the total. */
import { CHECKOUT_MSG, formatRupees, type Quote } from '@cms/contract';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

function Line({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4', strong && 'border-t pt-2 text-base font-semibold')}>
      <dt className={cn(!strong && 'text-muted-foreground')}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The tax lines once the billing state is known: CGST + SGST within the seller's state, else IGST. */
function TaxLines({ tax }: { tax: NonNullable<Quote['tax']> }) {
  if (tax.supply === 'intra-state') {
    const half = tax.ratePercent / 2;
    return (
      <>
        <Line label={CHECKOUT_MSG.cgst(half)} value={formatRupees(tax.cgstPaise)} />
        <Line label={CHECKOUT_MSG.sgst(half)} value={formatRupees(tax.sgstPaise)} />
      </>
    );
  }
  if (tax.supply === 'inter-state')
    return <Line label={CHECKOUT_MSG.igst(tax.ratePercent)} value={formatRupees(tax.igstPaise)} />;
  return null;
}

export function QuoteSummary({ quote, updating }: { quote: Quote; updating: boolean }) {
  const tax = quote.tax;
  const taxPaise = tax ? tax.cgstPaise + tax.sgstPaise + tax.igstPaise : 0;
  return (
    <div
      aria-busy={updating}
      className={cn('rounded-xl border bg-muted/40 p-4 text-sm transition-opacity', updating && 'opacity-60')}
    >
      <dl className="space-y-2">
        <Line label={CHECKOUT_MSG.listPrice} value={formatRupees(quote.listPricePaise)} />
        {quote.coupon && quote.discountPaise > 0 ? (
          <Line
            label={`${CHECKOUT_MSG.discount} (${CHECKOUT_MSG.couponApplied(quote.coupon.code, quote.coupon.description)})`}
            value={`−${formatRupees(quote.discountPaise)}`}
          />
        ) : null}
        {tax ? <TaxLines tax={tax} /> : null}
        {/* A dl holds dt/dd groups only: the total's rule is on its own group. */}
        <Line label={CHECKOUT_MSG.total} value={formatRupees(quote.pricePaise)} strong />
      </dl>
      {tax ? (
        <p className="mt-2 text-xs text-muted-foreground">
          {CHECKOUT_MSG.taxIncluded(formatRupees(taxPaise))}
          {tax.supply === null ? ` · ${CHECKOUT_MSG.taxNeedsState}` : null}
        </p>
      ) : null}
    </div>
  );
}

/** While the first quote loads. */
export function QuoteSkeleton() {
  return (
    <div className="space-y-3 rounded-xl border p-4" data-testid="quote-skeleton">
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-6 w-full" />
    </div>
  );
}
