import { WITHDRAWAL_MSG } from '@cms/contract';
import { Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** In place of the form while the instructor has no UPI ID: the server would refuse every request. */
export function UpiRequired() {
  return (
    <Card className="flex flex-col items-start gap-4 p-6">
      <span className="flex size-12 items-center justify-center rounded-xl bg-amber-500/10 text-amber-700 dark:text-amber-300">
        <Smartphone aria-hidden className="size-6" />
      </span>
      <h2 className="text-lg leading-tight font-semibold tracking-tight">{WITHDRAWAL_MSG.requestTitle}</h2>
      <p className="text-sm text-muted-foreground">{WITHDRAWAL_MSG.upiRequired}</p>
      <Button asChild variant="gradient">
        <Link to={paths.instructor.profileUpdate}>{WITHDRAWAL_MSG.addUpi}</Link>
      </Button>
    </Card>
  );
}
