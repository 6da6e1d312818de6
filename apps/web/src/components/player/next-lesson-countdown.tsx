/**
 * After a lesson's video ends: "Up next", the next lesson's title and a countdown; at zero the
 * player moves on. "Play now" moves at once, "Cancel" (or Escape) stays on the finished lesson.
 */
import { LEARNING_MSG } from '@cms/contract';
import { SkipForward, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { AUTO_ADVANCE_SECONDS } from '@/config/ui';

export function NextLessonCountdown({
  nextTitle,
  onAdvance,
  onCancel,
}: {
  nextTitle: string;
  onAdvance: () => void;
  onCancel: () => void;
}) {
  const [left, setLeft] = useState(AUTO_ADVANCE_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      onAdvance();
      return;
    }
    const tick = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(tick);
  }, [left, onAdvance]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);

  return (
    <div
      role="region"
      aria-label={LEARNING_MSG.upNext}
      className="mt-3 flex flex-col gap-3 rounded-xl border bg-muted/60 p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{LEARNING_MSG.upNext}</p>
        <p className="truncate font-semibold">{nextTitle}</p>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {LEARNING_MSG.nextLessonIn(Math.max(left, 0))}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={onCancel}>
          <X aria-hidden />
          {LEARNING_MSG.cancelAutoAdvance}
        </Button>
        <Button size="sm" onClick={onAdvance}>
          <SkipForward aria-hidden />
          {LEARNING_MSG.playNow}
        </Button>
      </div>
    </div>
  );
}
