/**
 * The text of a search box over the search in force (`value`, e.g. the URL's). The box keeps what
 * is typed, every keystroke and its spaces, while the search in force follows; it takes `value`
 * over when that changes elsewhere (Clear Search, Back). `write` says when the text goes to
 * `onSearch`, trimmed: `live` at each change, `pause` when typing pauses, `submit` only when the
 * caller says so.
 */
import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before the search runs by itself. */
export const SEARCH_DEBOUNCE_MS = 400;

export type SearchWrite = 'live' | 'pause' | 'submit';

export function useSearchText(value: string, onSearch: (term: string) => void, write: SearchWrite) {
  const [text, setText] = useState(value);
  const [prev, setPrev] = useState(value);
  if (prev !== value) {
    // The search changed: show it, unless it is what the box holds already (the box's own search come back).
    setPrev(value);
    if (value !== text.trim()) setText(value);
  }
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  useEffect(() => {
    if (write !== 'pause' || text.trim() === value.trim()) return;
    const timer = window.setTimeout(() => onSearchRef.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, write]);

  const type = (next: string) => {
    setText(next);
    if (write === 'live' && next.trim() !== value) onSearch(next.trim());
  };
  return [text, type] as const;
}
