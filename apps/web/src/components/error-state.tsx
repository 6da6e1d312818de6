import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Button } from './ui/button';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';

/** A failed load: the message and a retry button. */
export function ErrorState({
  message,
  onRetry,
  retryLabel = 'Try Again',
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retryLabel?: string;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center gap-3 rounded-2xl border border-destructive/30 bg-destructive/5 px-6 py-14 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <AlertTriangle aria-hidden className="size-6" />
      </span>
      <p className="max-w-md text-base font-semibold">{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden className={cn(retrying && 'animate-spin')} />
        {retryLabel}
      </Button>
    </div>
  );
}

/** The ErrorState of a failed query: its message (or `fallback`), and a retry button that refetches it. */
export function QueryErrorState({
  query,
  fallback,
  retryLabel,
}: {
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
  fallback: string;
  retryLabel?: string;
}) {
  return (
    <ErrorState
      message={errorMessage(query.error, fallback)}
      onRetry={() => void query.refetch()}
      retryLabel={retryLabel}
      retrying={query.isFetching}
    />
  );
}
