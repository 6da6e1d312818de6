/** Reviews: the recent reviews of a course with its real average, and the learner's own review. */
import {
  courseReviewsSchema,
  REVIEW_API,
  reviewInputSchema,
  saveReviewResponseSchema,
  type ReviewInput,
} from '@cms/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkedApi, courseUrl } from '@/lib/api';
import { courseKeys, dashboardKeys, learningKeys, reviewKeys } from '@/lib/query-keys';

export const getCourseReviews = (courseId: string, signal?: AbortSignal) =>
  checkedApi.get(courseReviewsSchema, courseUrl(REVIEW_API.list, courseId), signal);

/** PUT REVIEW_API.mine: creates or replaces the caller's review (the same schema as the server). */
export const saveReview = (courseId: string, input: ReviewInput) =>
  checkedApi.put(saveReviewResponseSchema, courseUrl(REVIEW_API.mine, courseId), reviewInputSchema.parse(input));

export function useCourseReviews(courseId: string | undefined) {
  return useQuery({
    queryKey: reviewKeys.course(courseId ?? ''),
    queryFn: ({ signal }) => getCourseReviews(courseId ?? '', signal),
    enabled: Boolean(courseId),
  });
}

/** Saving a review changes the course's rating everywhere: lists, cards, dashboards. */
export function useSaveReview(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => saveReview(courseId, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.course(courseId) }),
        queryClient.invalidateQueries({ queryKey: courseKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: learningKeys.all, refetchType: 'none' }),
      ]);
    },
  });
}
