/**
 * Enrolments and learning (spec section 2 "My courses", "Course viewing"): the learner's courses
 * with their figures, one enrolment with its progress, and the progress reports of the player.
 */
import {
  enrolmentViewSchema,
  LEARNING_API,
  myCoursesSchema,
  progressResponseSchema,
  type EnrolmentView,
  type ProgressInput,
} from '@cms/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { checkedApi, parseResponse, request } from '@/lib/api';
import { learningKeys } from '@/lib/query-keys';

const enrolmentUrl = (enrolmentId: string) =>
  LEARNING_API.enrolment.replace(':enrolmentId', encodeURIComponent(enrolmentId));

const progressUrl = (enrolmentId: string, lessonId: string) =>
  LEARNING_API.lessonProgress
    .replace(':enrolmentId', encodeURIComponent(enrolmentId))
    .replace(':lessonId', encodeURIComponent(lessonId));

export const getMyCourses = async (search: string, signal?: AbortSignal) => {
  const term = search.trim();
  const path = term ? `${LEARNING_API.myCourses}?${new URLSearchParams({ search: term })}` : LEARNING_API.myCourses;
  return checkedApi.get(myCoursesSchema, path, signal);
};

export const getEnrolment = (enrolmentId: string, signal?: AbortSignal) =>
  checkedApi.get(enrolmentViewSchema, enrolmentUrl(enrolmentId), signal);

/**
 * PUT LEARNING_API.lessonProgress. `keepalive` lets the last report of a page that is being closed
 * still reach the server.
 */
export const putLessonProgress = async (
  enrolmentId: string,
  lessonId: string,
  input: ProgressInput,
  options: { keepalive?: boolean } = {},
) =>
  parseResponse(
    progressResponseSchema,
    await request(progressUrl(enrolmentId, lessonId), { method: 'PUT', body: input, keepalive: options.keepalive }),
  );

export function useMyCourses(search: string) {
  return useQuery({
    queryKey: learningKeys.myCourses(search.trim()),
    queryFn: ({ signal }) => getMyCourses(search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEnrolment(enrolmentId: string | undefined) {
  return useQuery<EnrolmentView>({
    queryKey: learningKeys.enrolment(enrolmentId ?? ''),
    queryFn: ({ signal }) => getEnrolment(enrolmentId ?? '', signal),
    enabled: Boolean(enrolmentId?.trim()),
  });
}
