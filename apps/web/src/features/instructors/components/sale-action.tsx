/** What an admin can do with one sale: pay it out (successful, not yet paid), or see that it was. */
import { EARNINGS_MSG, INSTRUCTORS_MSG, type Sale } from '@cms/contract';
import { CheckCircle2, IndianRupee } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';

export function SaleAction({ sale }: { sale: Sale }) {
  if (sale.paidOut) {
    return (
      <Badge variant="soft" className="gap-1">
        <CheckCircle2 aria-hidden />
        {EARNINGS_MSG.paidOut}
      </Badge>
    );
  }
  if (sale.status !== 'Approval') return null;
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={paths.admin.pay(sale.orderId)}>
        <IndianRupee aria-hidden />
        {INSTRUCTORS_MSG.processPayment}
        <span className="sr-only">
          {' '}
          for {sale.courseTitle}, bought by {sale.buyerEmail} on {formatDate(sale.date)}
        </span>
      </Link>
    </Button>
  );
}
