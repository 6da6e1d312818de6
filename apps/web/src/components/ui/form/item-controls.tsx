/**
 * Move up, move down and remove for one item of an ordered form list (a course's sections, a quiz's
 * questions): "Move section 2 up", …; up is off for the first, down for the last, remove for the only one.
 */
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function ItemControls({
  noun,
  index,
  count,
  onMove,
  onRemove,
}: {
  /** What the item is called in the buttons' names ("section", "question"). */
  noun: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={`Move ${noun} ${n} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={`Move ${noun} ${n} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={`Remove ${noun} ${n}`}
        disabled={count === 1}
        onClick={onRemove}
        className="hover:text-destructive"
      >
        <Trash2 aria-hidden />
      </Button>
    </>
  );
}
