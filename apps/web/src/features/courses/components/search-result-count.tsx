import { formatCount } from '@/lib/format';

/** The line beside a search: "Searching…" while a new search loads, else "3 courses" (with ' for “term”'). */
export function SearchResultCount({ count, search, searching }: { count: number; search: string; searching: boolean }) {
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      {searching
        ? 'Searching…'
        : `${formatCount(count)} ${count === 1 ? 'course' : 'courses'}${search ? ` for “${search}”` : ''}`}
    </p>
  );
}
