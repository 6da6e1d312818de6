import { ArrowRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** A card's button: a link with its label and an arrow. */
export function CardAction({
  to,
  label,
  'aria-label': ariaLabel,
  ...button
}: {
  to: string;
  label: string;
  'aria-label'?: string;
} & Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'className'>) {
  return (
    <Button asChild {...button}>
      <Link to={to} aria-label={ariaLabel}>
        {label}
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}
