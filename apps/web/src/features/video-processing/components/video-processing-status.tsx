/**
 * A lesson video's renditions as the instructor sees them (issue 22): "Processing NN %" with a progress
 * bar while they are queued or being made (the original video plays meanwhile, and the course can be
 * published), "Could not process this video" in the error style when they failed, nothing once ready.
 */
import { VIDEO_MSG, type VideoProcessing } from '@cms/contract';
import { AlertCircle, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { useVideoProcessing } from '../api/video-processing';

export function VideoProcessingStatus({
  lessonId,
  initial,
  compact = false,
  className,
}: {
  lessonId: string;
  /** What the course read said. */
  initial: VideoProcessing;
  /** In a list row: smaller, without a frame, and the figure and the bar only while processing. */
  compact?: boolean;
  className?: string;
}) {
  const processing = useVideoProcessing(lessonId, initial);
  const labelId = useId();
  if (!processing || processing.state === 'ready') return null;
  if (processing.state === 'failed') {
    return (
      <div
        role="alert"
        data-testid="video-processing"
        data-state="failed"
        className={cn(
          'flex gap-2 text-destructive',
          compact ? 'text-xs' : 'rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm',
          className,
        )}
      >
        <AlertCircle aria-hidden className={cn('shrink-0', compact ? 'size-3.5' : 'mt-0.5 size-4')} />
        <div className="space-y-0.5">
          <p className="font-medium">{VIDEO_MSG.failed}</p>
          <p className="text-destructive/90">{VIDEO_MSG.failedHint}</p>
        </div>
      </div>
    );
  }
  const percent = processing.state === 'queued' ? 0 : processing.percent;
  const text = processing.state === 'queued' ? VIDEO_MSG.queued : VIDEO_MSG.processing(percent);
  return (
    <div
      data-testid="video-processing"
      data-state={processing.state}
      className={cn(compact ? 'space-y-1' : 'space-y-2 rounded-lg border bg-background/60 p-3', className)}
    >
      <p className={cn('flex items-center gap-2 font-medium', compact ? 'text-xs' : 'text-sm')} aria-live="polite">
        <Loader2 aria-hidden className={cn('shrink-0 animate-spin text-primary', compact ? 'size-3.5' : 'size-4')} />
        <span id={labelId} className="tabular-nums">
          {text}
        </span>
      </p>
      <Progress
        value={percent}
        aria-labelledby={labelId}
        getValueLabel={() => text}
        className={compact ? 'h-1.5 max-w-48' : undefined}
      />
      {compact ? null : <p className="text-xs text-muted-foreground">{VIDEO_MSG.originalPlaysMeanwhile}</p>}
    </div>
  );
}
