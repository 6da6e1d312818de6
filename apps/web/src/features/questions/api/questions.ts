/**
 * Lesson Q&A: a lesson's questions ("Show more" asks the next page), asking, replying, the accepted
 * answer, read marks and the learner's unread count; the instructor's questions and new count.
 */
import {
  COURSE_API,
  LESSON_QUESTIONS_PAGE_SIZE,
  QUESTION_API,
  QUESTION_COUNT_POLL_MS,
  acceptReplyResponseSchema,
  askResponseSchema,
  courseListSchema,
  instructorQuestionsPageSchema,
  lessonQuestionsPageSchema,
  questionReplyResponseSchema,
  questionUnreadSchema,
  type InstructorQuestionStatus,
} from '@cms/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { checkedApi } from '@/lib/api';
import { useFetchQuery } from '@/lib/fetch-query';
import { questionKeys } from '@/lib/query-keys';
import { useRefetchingMutation } from '@/lib/refetching-mutation';

const withId = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));
const lessonUrl = (courseId: string, lessonId: string) =>
  QUESTION_API.lesson
    .replace(':courseId', encodeURIComponent(courseId))
    .replace(':lessonId', encodeURIComponent(lessonId));

export const getLessonQuestions = (courseId: string, lessonId: string, page: number, signal?: AbortSignal) =>
  checkedApi.get(
    lessonQuestionsPageSchema,
    `${lessonUrl(courseId, lessonId)}?page=${page}&pageSize=${LESSON_QUESTIONS_PAGE_SIZE}`,
    signal,
  );

export const askQuestion = (courseId: string, lessonId: string, text: string) =>
  checkedApi.post(askResponseSchema, lessonUrl(courseId, lessonId), { text });

export const replyToQuestion = (questionId: string, text: string) =>
  checkedApi.post(questionReplyResponseSchema, withId(QUESTION_API.replies, questionId), { text });

export const setAcceptedReply = (questionId: string, replyId: string | null) =>
  checkedApi.put(acceptReplyResponseSchema, withId(QUESTION_API.accepted, questionId), { replyId });

export const markQuestionRead = (questionId: string) =>
  checkedApi.put(questionUnreadSchema, withId(QUESTION_API.read, questionId));

export const getQuestionUnread = (signal?: AbortSignal) =>
  checkedApi.get(questionUnreadSchema, QUESTION_API.unread, signal);

export interface InstructorQuestionsParams {
  status: InstructorQuestionStatus;
  courseId?: string | undefined;
  page: number;
}

export const getInstructorQuestions = async (
  params: InstructorQuestionsParams & { pageSize?: number },
  signal?: AbortSignal,
) => {
  const query = new URLSearchParams({ status: params.status, page: String(params.page) });
  if (params.courseId) query.set('courseId', params.courseId);
  if (params.pageSize) query.set('pageSize', String(params.pageSize));
  return checkedApi.get(instructorQuestionsPageSchema, `${QUESTION_API.instructor}?${query}`, signal);
};

/** The counts are asked again every QUESTION_COUNT_POLL_MS and whenever the window gets the focus back. */
const POLLED = { refetchInterval: QUESTION_COUNT_POLL_MS, refetchOnWindowFocus: true } as const;

/** The lesson's questions, page after page (newest first). */
export function useLessonQuestions(courseId: string, lessonId: string | undefined) {
  return useInfiniteQuery({
    queryKey: questionKeys.lesson(courseId, lessonId ?? ''),
    queryFn: ({ pageParam, signal }) => getLessonQuestions(courseId, lessonId ?? '', pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled: Boolean(lessonId),
  });
}

/** Asking, replying and accepting refresh the lesson's questions and the counts. */
const refreshKeys = (courseId: string, lessonId: string) => [
  questionKeys.lesson(courseId, lessonId),
  questionKeys.instructorNew,
  ['questions', 'instructor'],
];

export function useAskQuestion(courseId: string, lessonId: string) {
  return useRefetchingMutation(
    (text: string) => askQuestion(courseId, lessonId, text),
    refreshKeys(courseId, lessonId),
    'success',
  );
}

export function useReplyToQuestion(courseId: string, lessonId: string) {
  return useRefetchingMutation(
    ({ questionId, text }: { questionId: string; text: string }) => replyToQuestion(questionId, text),
    refreshKeys(courseId, lessonId),
    'success',
  );
}

export function useAcceptReply(courseId: string, lessonId: string) {
  return useRefetchingMutation(
    ({ questionId, replyId }: { questionId: string; replyId: string | null }) => setAcceptedReply(questionId, replyId),
    refreshKeys(courseId, lessonId),
    'success',
  );
}

/** The asker opened the question: the badge takes the count the server answers. */
export function useMarkQuestionRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markQuestionRead,
    onSuccess: (unread) => queryClient.setQueryData(questionKeys.unread, unread),
  });
}

/** The learner's unread replies (the My Courses badge). */
export function useQuestionUnread() {
  return useFetchQuery(questionKeys.unread, getQuestionUnread, { ...POLLED, staleTime: 0 });
}

export function useInstructorQuestions(params: InstructorQuestionsParams) {
  return useFetchQuery(questionKeys.instructor(params), (signal) => getInstructorQuestions(params, signal), {
    placeholderData: (previous) => previous,
  });
}

/** The instructor's courses (the questions page's course filter; up to 60, as All Courses shows). */
export function useQuestionCourses() {
  return useFetchQuery(
    questionKeys.courses,
    async (signal) =>
      (await checkedApi.get(courseListSchema, `${COURSE_API.instructorCourses}?pageSize=60`, signal)).courses,
  );
}

/** The instructor nav's count of new questions (a one-row page: its newCount). */
export function useNewQuestionCount() {
  return useFetchQuery(
    questionKeys.instructorNew,
    async (signal) => (await getInstructorQuestions({ status: 'new', page: 1, pageSize: 1 }, signal)).newCount,
    POLLED,
  );
}
