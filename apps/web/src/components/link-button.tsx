/** A link that looks like a button: its icon, then its text. */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from './ui/button';

export function LinkButton({
  to,
  icon: Icon,
  variant,
  children,
}: {
  to: string;
  icon: LucideIcon;
  variant?: ButtonProps['variant'];
  children: ReactNode;
}) {
  return (
    <Button asChild variant={variant}>
      <Link to={to}>
        <Icon aria-hidden />
        {children}
      </Link>
    </Button>
  );
}
