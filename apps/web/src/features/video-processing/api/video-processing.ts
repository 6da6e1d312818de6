/**
 * How a lesson video's renditions stand (issue 22): read every VIDEO_PROCESSING_POLL_MS while they are
 * queued or being made, not once they are ready or failed. Once ready, the course pages are read again
 * (their lessons then carry the playlist).
 */
import {
  lessonVideoProcessingSchema,
  videoProcessingPath,
  type LessonVideoProcessing,
  type VideoProcessing,
} from '@cms/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { VIDEO_PROCESSING_POLL_MS } from '@/config/ui';
import { checkedApi } from '@/lib/api';
import { courseKeys, videoProcessingKeys } from '@/lib/query-keys';

export const getVideoProcessing = (lessonId: string, signal?: AbortSignal): Promise<LessonVideoProcessing> =>
  checkedApi.get(lessonVideoProcessingSchema, videoProcessingPath(lessonId), signal);

/** Ready, failed or no video: nothing more will change without a new upload. */
export const isFinalProcessing = (processing: VideoProcessing | null | undefined): boolean =>
  !processing || processing.state === 'ready' || processing.state === 'failed';

/** The lesson's processing, starting from what the course read said (`initial`), polled until final. */
export function useVideoProcessing(lessonId: string, initial: VideoProcessing) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: videoProcessingKeys.lesson(lessonId),
    queryFn: ({ signal }) => getVideoProcessing(lessonId, signal),
    initialData: { lessonId, videoProcessing: initial, hlsUrl: null },
    // The course read's figure is already old when a final state is not: ask now, then on every tick.
    initialDataUpdatedAt: isFinalProcessing(initial) ? undefined : 0,
    refetchInterval: (q) => (isFinalProcessing(q.state.data?.videoProcessing) ? false : VIDEO_PROCESSING_POLL_MS),
  });
  const processing = query.data.videoProcessing;
  const becameReady = !isFinalProcessing(initial) && processing?.state === 'ready';
  useEffect(() => {
    if (becameReady) void queryClient.invalidateQueries({ queryKey: courseKeys.all });
  }, [becameReady, queryClient]);
  return processing;
}
