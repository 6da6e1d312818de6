import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SearchInput } from './search-input';

/** How long typing must pause before the search runs by itself. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * A search form (a list's server-side search): runs `onSearch` when typing pauses (debounced), on Enter and on the Search button.
 * `value` is the search in force (e.g. from the URL); the box follows it when it changes elsewhere.
 */
export function SearchForm({
  value,
  onSearch,
  placeholder,
  label = 'Search courses',
  debounce = true,
  button = true,
  className = 'flex w-full gap-2 sm:max-w-xl',
}: {
  value: string;
  onSearch: (term: string) => void;
  placeholder: string;
  /** The accessible name of the form and its box. */
  label?: string;
  debounce?: boolean;
  /** Whether a Search button follows the box (Enter and the pause search either way). */
  button?: boolean;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const [prev, setPrev] = useState(value);
  if (prev !== value) {
    // The search changed from outside (Clear Search, back button): show it.
    setPrev(value);
    setText(value);
  }
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  useEffect(() => {
    if (!debounce || text.trim() === value.trim()) return;
    const timer = window.setTimeout(() => onSearchRef.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, debounce]);

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
      className={className}
    >
      <SearchInput
        box={{ className: 'flex-1' }}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        maxLength={100}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      >
        {text ? (
          <button
            type="button"
            aria-label="Clear search text"
            onClick={() => {
              setText('');
              onSearch('');
            }}
            className="absolute top-1/2 right-2 flex size-6 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X aria-hidden className="size-4" />
          </button>
        ) : null}
      </SearchInput>
      {button ? <Button type="submit">Search</Button> : null}
    </form>
  );
}
