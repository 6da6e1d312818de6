/** The course instructor's public reply to a review (issue 20 item 5): write, edit, remove. */
import { QUESTION_API, reviewReplyResponseSchema } from '@cms/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkedApi, courseUrl } from '@/lib/api';
import { reviewKeys } from '@/lib/query-keys';

export const saveReviewReply = (reviewId: string, text: string) =>
  checkedApi.put(reviewReplyResponseSchema, courseUrl(QUESTION_API.reviewReply, reviewId), { text });

export const removeReviewReply = (reviewId: string) =>
  checkedApi.delete(reviewReplyResponseSchema, courseUrl(QUESTION_API.reviewReply, reviewId));

/** Writing, editing or removing the reply refreshes the course's reviews. */
export function useReviewReply(courseId: string, reviewId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: reviewKeys.course(courseId) });
  const save = useMutation({ mutationFn: (text: string) => saveReviewReply(reviewId, text), onSuccess: refresh });
  const remove = useMutation({ mutationFn: () => removeReviewReply(reviewId), onSuccess: refresh });
  return { save, remove };
}
