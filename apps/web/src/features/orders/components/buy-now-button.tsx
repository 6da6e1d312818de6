import { PAYMENT_MSG } from '@cms/contract';
import { ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CheckoutDialog } from './checkout/checkout-dialog';

/** "Buy Now": opens the checkout dialog (the quote, coupon, billing state, provider and Pay). */
export function BuyNowButton({
  courseId,
  courseTitle,
  className,
}: {
  courseId: string;
  courseTitle: string;
  className?: string;
}) {
  return (
    <CheckoutDialog
      courseId={courseId}
      courseTitle={courseTitle}
      trigger={
        <Button size="lg" variant="gradient" className={className}>
          <ShoppingCart aria-hidden />
          {PAYMENT_MSG.buyNow}
        </Button>
      }
    />
  );
}
