import { AlertCircle, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage, isApiError } from '@/lib/api';
import { cn } from '@/lib/utils';

/**
 * An inline destructive alert: a title, the server's message (or `fallback` when there is none:
 * no answer, an answer without an error body, or one the contract does not describe) and Try Again.
 */
export function ErrorAlert({
  title,
  error,
  fallback,
  onRetry,
  retrying,
  className,
}: {
  title: string;
  error: unknown;
  fallback: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  const message = isApiError(error) && error.code !== 'HTTP_ERROR' ? errorMessage(error, fallback) : fallback;
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-destructive/40 bg-destructive/5 p-4 text-sm sm:flex-row sm:items-center sm:p-5',
        className,
      )}
    >
      <AlertCircle aria-hidden className="size-5 shrink-0 text-destructive" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-destructive">{title}</p>
        <p className="text-foreground">{message}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying} className="self-start sm:self-auto">
        <RefreshCw aria-hidden className={cn(retrying && 'animate-spin')} />
        Try Again
      </Button>
    </div>
  );
}
