/** "Student reviews" on the course page: the real average with its count and the recent reviews. */
import { formatRating, REVIEW_MSG, type Review } from '@cms/contract';
import { MessageSquareQuote } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ListSkeleton } from '@/components/list-skeleton';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useCourseReviews } from '@/features/reviews/api/reviews';
import { ReviewPanel } from './review-panel';
import { ReviewReply } from './review-reply';
import { StarRating } from './star-rating';

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

/** "today", "3 days ago", "2 weeks ago"; past a month the date itself ("5 Jan 2025"). */
export function reviewDate(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const days = Math.floor((now - time) / 86_400_000);
  if (days < 0 || days > 30) return formatDate(iso);
  if (days < 7) return relative.format(-days, 'day');
  return relative.format(-Math.floor(days / 7), 'week');
}

/** `canReply`: the course's instructor, who may reply to each review (issue 20 item 5). */
export function CourseReviews({ courseId, canReply = false }: { courseId: string; canReply?: boolean }) {
  const query = useCourseReviews(courseId);
  return (
    <ReviewPanel
      headingId="student-reviews-heading"
      title={REVIEW_MSG.studentReviews}
      headClassName="mb-4 flex flex-wrap items-center justify-between gap-3"
      aside={query.data ? <RatingSummary rating={query.data.rating} /> : null}
    >
      {query.isPending ? (
        <ListSkeleton count={2} label="Loading reviews" className="space-y-3" item="h-16 rounded-xl" />
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-destructive">{errorMessage(query.error, 'Failed to load the reviews')}</span>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
            Try Again
          </Button>
        </div>
      ) : query.data.reviews.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-8 text-center">
          <MessageSquareQuote aria-hidden className="size-6 text-muted-foreground" />
          <p className="font-medium">{REVIEW_MSG.noReviewsYet}</p>
          <p className="text-sm text-muted-foreground">Learners who bought this course can rate it.</p>
        </div>
      ) : (
        <ul className="divide-y" aria-label="Recent reviews">
          {query.data.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} courseId={courseId} canReply={canReply} />
          ))}
        </ul>
      )}
    </ReviewPanel>
  );
}

/** The course's average: its stars (when rated) and "4.5 (12)" or "No ratings yet". */
function RatingSummary({ rating }: { rating: Parameters<typeof formatRating>[0] }) {
  return (
    <p className="inline-flex items-center gap-2 text-sm">
      {rating.average !== null && rating.count > 0 ? <StarRating value={rating.average} /> : null}
      <span className="font-semibold tabular-nums">{formatRating(rating)}</span>
    </p>
  );
}

function ReviewItem({ review, courseId, canReply }: { review: Review; courseId: string; canReply: boolean }) {
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0">
      <Avatar name={review.authorName} src={null} />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="font-semibold">{review.authorName}</p>
          <StarRating value={review.rating} />
          <time dateTime={review.updatedAt} className="text-xs text-muted-foreground">
            {reviewDate(review.updatedAt)}
          </time>
        </div>
        {review.text ? (
          <p className="text-sm leading-relaxed break-words whitespace-pre-line text-muted-foreground">{review.text}</p>
        ) : null}
        <ReviewReply review={review} courseId={courseId} canReply={canReply} />
      </div>
    </li>
  );
}
