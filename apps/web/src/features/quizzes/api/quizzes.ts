/**
 * Quizzes over QUIZ_API: the owner's definitions of a course (the course form), and a learner's
 * quiz lesson: its view, starting (or resuming) an attempt, and submitting it. A submission's
 * course progress replaces the learning page's copy, as the progress reports do.
 */
import {
  courseQuizzesSchema,
  QUIZ_API,
  quizPaperSchema,
  quizSubmitResponseSchema,
  quizViewSchema,
  type EnrolmentView,
  type QuizSubmission,
  type QuizSubmitResponse,
} from '@cms/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkedApi, courseUrl } from '@/lib/api';
import { dashboardKeys, learningKeys, quizKeys } from '@/lib/query-keys';

const quizUrl = (template: string, enrolmentId: string, lessonId: string, attemptId = '') =>
  template
    .replace(':enrolmentId', encodeURIComponent(enrolmentId))
    .replace(':lessonId', encodeURIComponent(lessonId))
    .replace(':attemptId', encodeURIComponent(attemptId));

export const getCourseQuizzes = (courseId: string, signal?: AbortSignal) =>
  checkedApi.get(courseQuizzesSchema, courseUrl(QUIZ_API.courseQuizzes, courseId), signal);

export const getQuizView = (enrolmentId: string, lessonId: string, signal?: AbortSignal) =>
  checkedApi.get(quizViewSchema, quizUrl(QUIZ_API.quiz, enrolmentId, lessonId), signal);

/** POST QUIZ_API.attempts: a new attempt, or the open one; its paper. */
export const startAttempt = (enrolmentId: string, lessonId: string) =>
  checkedApi.post(quizPaperSchema, quizUrl(QUIZ_API.attempts, enrolmentId, lessonId));

export const submitAttempt = (
  enrolmentId: string,
  lessonId: string,
  attemptId: string,
  submission: QuizSubmission,
): Promise<QuizSubmitResponse> =>
  checkedApi.post(quizSubmitResponseSchema, quizUrl(QUIZ_API.submit, enrolmentId, lessonId, attemptId), submission);

/** The owner's quizzes of a course, with their answers (only fetched when `enabled`). */
export function useCourseQuizzes(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: quizKeys.definitions(courseId),
    queryFn: ({ signal }) => getCourseQuizzes(courseId, signal),
    enabled,
    staleTime: 0,
  });
}

export function useQuizView(enrolmentId: string, lessonId: string) {
  return useQuery({
    queryKey: quizKeys.view(enrolmentId, lessonId),
    queryFn: ({ signal }) => getQuizView(enrolmentId, lessonId, signal),
  });
}

export function useStartAttempt(enrolmentId: string, lessonId: string) {
  return useMutation({ mutationFn: () => startAttempt(enrolmentId, lessonId) });
}

export function useSubmitAttempt(enrolmentId: string, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, submission }: { attemptId: string; submission: QuizSubmission }) =>
      submitAttempt(enrolmentId, lessonId, attemptId, submission),
    onSuccess: (res) => {
      // The learning page's progress (a pass ticks the lesson; the last one completes the course).
      queryClient.setQueryData<EnrolmentView>(learningKeys.enrolment(enrolmentId), (old) =>
        old ? { ...old, progress: res.progress } : old,
      );
      void queryClient.invalidateQueries({ queryKey: quizKeys.view(enrolmentId, lessonId) });
      void queryClient.invalidateQueries({ queryKey: ['learning', 'my-courses'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all, refetchType: 'none' });
    },
  });
}
