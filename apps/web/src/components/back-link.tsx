import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './ui/button';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" className="mb-4 -ml-2">
      <Link to={to}>
        <ArrowLeft aria-hidden />
        {label}
      </Link>
    </Button>
  );
}
