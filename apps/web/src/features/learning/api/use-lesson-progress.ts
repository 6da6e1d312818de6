/**
 * The learning page's progress reports: every position the player reports is sent to
 * PUT LEARNING_API.lessonProgress, and the course progress of the answer replaces the page's copy
 * (so the bar rises while watching). Answers that arrive after a newer one are not applied.
 */
import type { CourseProgress, EnrolmentView, ProgressInput } from '@cms/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

import { putLessonProgress } from './learning';
import { dashboardKeys, learningKeys } from '@/lib/query-keys';

export interface ProgressReport {
  lessonId: string;
  input: ProgressInput;
  /** The page is going away: let the request outlive it. */
  keepalive?: boolean;
}

export function useLessonProgress(enrolmentId: string) {
  const queryClient = useQueryClient();
  const sent = useRef(0);
  const applied = useRef(0);

  const send = useCallback(
    async ({ lessonId, input, keepalive }: ProgressReport): Promise<CourseProgress> => {
      const seq = ++sent.current;
      const res = await putLessonProgress(enrolmentId, lessonId, input, { keepalive });
      if (seq > applied.current) {
        applied.current = seq;
        queryClient.setQueryData<EnrolmentView>(learningKeys.enrolment(enrolmentId), (old) =>
          old ? { ...old, progress: res.progress } : old,
        );
      }
      // My courses and the dashboards show this progress too: load them afresh when next shown.
      void queryClient.invalidateQueries({ queryKey: learningKeys.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all, refetchType: 'none' });
      return res.progress;
    },
    [enrolmentId, queryClient],
  );

  /** Automatic reports: a failed one is simply superseded by the next. */
  const report = useCallback((r: ProgressReport) => void send(r).catch(() => undefined), [send]);

  /** "Mark as done": the caller shows the outcome. */
  const markDone = useMutation({
    mutationFn: ({ lessonId, positionSeconds }: { lessonId: string; positionSeconds: number }) =>
      send({ lessonId, input: { positionSeconds, completed: true } }),
  });

  return { report, markDone };
}
