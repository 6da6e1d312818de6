import { PAYMENT_MSG } from '@cms/contract';
import { Loader2, ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useBuyNow } from '@/features/orders/api/use-buy-now';

/** "Buy Now"; while the order is created and the browser leaves: "Processing payment ..." (disabled). */
export function BuyNowButton({ courseId, className }: { courseId: string; className?: string }) {
  const { buy, busy } = useBuyNow(courseId);
  return (
    <Button size="lg" variant="gradient" className={className} onClick={buy} disabled={busy} aria-busy={busy}>
      {busy ? <Loader2 aria-hidden className="animate-spin" /> : <ShoppingCart aria-hidden />}
      {busy ? PAYMENT_MSG.processingPayment : PAYMENT_MSG.buyNow}
    </Button>
  );
}
