/** A list's empty state: with a search or filter in force, the search-miss icon and a button that clears them. */
import { SearchX, type LucideIcon } from 'lucide-react';
import { EmptyState } from './empty-state';
import { Button } from './ui/button';

export function ListEmpty({
  filtered,
  icon,
  title,
  description,
  clear,
}: {
  /** Whether a search or filter is in force. */
  filtered: boolean;
  /** The icon when nothing is filtered. */
  icon: LucideIcon;
  title: string;
  description?: string;
  /** The button shown while filtered: its text and what it does. */
  clear: { label: string; onClick: () => void };
}) {
  return (
    <EmptyState
      icon={filtered ? SearchX : icon}
      title={title}
      description={description}
      action={
        filtered ? (
          <Button variant="outline" onClick={clear.onClick}>
            {clear.label}
          </Button>
        ) : undefined
      }
    />
  );
}
