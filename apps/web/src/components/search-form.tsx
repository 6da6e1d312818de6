import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSearchText } from '@/lib/search-text';
import { SearchInput } from './search-input';

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
  const [text, setText] = useSearchText(value, onSearch, debounce ? 'pause' : 'submit');

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
