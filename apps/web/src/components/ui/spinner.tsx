import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 aria-hidden className={cn('size-6 animate-spin text-primary', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Full-page loader, shown while the authentication state loads. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background">
      <Spinner className="size-10" label={label} />
    </div>
  );
}
