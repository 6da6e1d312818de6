import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './ui/button';

/**
 * Previous / Next with "Page n of m"; nothing when everything fits on one page. With `scrollToTop`
 * (a list that is the page) the window scrolls back up to the new page's first rows.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  scrollToTop = false,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  scrollToTop?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (total <= pageSize) return null;
  const go = (to: number) => {
    onPage(to);
    if (scrollToTop) window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <nav aria-label="Pagination" className="mt-8 flex items-center justify-center gap-3">
      <Button variant="outline" onClick={() => go(page - 1)} disabled={page <= 1} aria-label="Previous page">
        <ChevronLeft aria-hidden />
        <span className="hidden sm:inline">Previous</span>
      </Button>
      <p className="text-sm font-medium text-muted-foreground tabular-nums" aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button variant="outline" onClick={() => go(page + 1)} disabled={page >= pages} aria-label="Next page">
        <span className="hidden sm:inline">Next</span>
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
