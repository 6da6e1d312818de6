import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './ui/button';

/** Previous / Next with "Page n of m"; nothing when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (total <= pageSize) return null;
  return (
    <nav aria-label="Pagination" className="mt-8 flex items-center justify-center gap-3">
      <Button variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label="Previous page">
        <ChevronLeft aria-hidden />
        <span className="hidden sm:inline">Previous</span>
      </Button>
      <p className="text-sm font-medium text-muted-foreground tabular-nums" aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pages} aria-label="Next page">
        <span className="hidden sm:inline">Next</span>
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
