/**
 * "Rate this course" on the learning page: 1–5 stars (a radio group: arrow keys move and choose)
 * and an optional text, validated with the contract's reviewInputSchema. One review per learner
 * and course; sending again replaces it ("Update review").
 */
import {
  RATING_MAX,
  REVIEW_MSG,
  REVIEW_TEXT_MAX,
  reviewInputSchema,
  type EnrolmentView,
  type ReviewInput,
} from '@cms/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { errorId, fieldAria } from '@/components/ui/form';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage, isApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useSaveReview } from '@/features/reviews/api/reviews';
import { ReviewPanel } from './review-panel';

type OwnReview = EnrolmentView['myReview'];
type FormValues = z.input<typeof reviewInputSchema>;
type FormOutput = z.output<typeof reviewInputSchema>;

export const starName = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

const RATINGS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

export function ReviewForm({
  courseId,
  myReview,
  onSaved,
}: {
  courseId: string;
  myReview: OwnReview;
  /** The review as the server stored it (the page keeps its copy of "my review" current). */
  onSaved?: (review: NonNullable<OwnReview>) => void;
}) {
  const save = useSaveReview(courseId);
  const [serverError, setServerError] = useState<string | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: { rating: myReview?.rating, text: myReview?.text ?? '' },
  });

  const onSubmit = (values: FormOutput) => {
    setServerError(null);
    const input: ReviewInput = { rating: values.rating, text: values.text };
    save.mutate(input, {
      onSuccess: (res) => {
        toast.success(res.updated ? REVIEW_MSG.reviewUpdated : REVIEW_MSG.reviewSaved);
        onSaved?.({ rating: res.review.rating, text: res.review.text, updatedAt: res.review.updatedAt });
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.fields : undefined;
        if (fields?.rating) setError('rating', { message: fields.rating });
        if (fields?.text) setError('text', { message: fields.text });
        const message = errorMessage(error, REVIEW_MSG.failedToSave);
        setServerError(message);
        toast.error(message);
      },
    });
  };

  const ratingError = errors.rating?.message;
  const textError = errors.text?.message;

  return (
    <ReviewPanel
      headingId="review-heading"
      title={REVIEW_MSG.rateThisCourse}
      headClassName="mb-4 space-y-1"
      aside={
        <p className="text-sm text-muted-foreground">
          {myReview
            ? `You rated this course ${starName(myReview.rating)} on ${formatDate(myReview.updatedAt)}. You can change your review at any time.`
            : 'Tell other learners what you think. You can change your review later.'}
        </p>
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
        <div className="space-y-2">
          <p id="rating-label" className="text-sm font-medium">
            Rating
          </p>
          <Controller
            control={control}
            name="rating"
            render={({ field }) => {
              const shown = hovered ?? field.value ?? 0;
              return (
                <div className="flex flex-wrap items-center gap-3">
                  <RadioGroup.Root
                    aria-labelledby="rating-label"
                    aria-describedby={ratingError ? errorId('rating') : undefined}
                    aria-invalid={ratingError ? true : undefined}
                    value={field.value ? String(field.value) : ''}
                    onValueChange={(v) => field.onChange(Number(v))}
                    onMouseLeave={() => setHovered(null)}
                    orientation="horizontal"
                    loop={false}
                    className="flex items-center gap-1"
                  >
                    {RATINGS.map((n) => (
                      <RadioGroup.Item
                        key={n}
                        value={String(n)}
                        aria-label={starName(n)}
                        onMouseEnter={() => setHovered(n)}
                        onBlur={field.onBlur}
                        className="rounded-md p-1 transition-transform outline-none hover:scale-110 focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        <Star
                          aria-hidden
                          className={cn(
                            'size-7 transition-colors',
                            n <= shown
                              ? 'fill-amber-400 text-amber-500'
                              : 'fill-transparent text-slate-400 dark:text-slate-500',
                          )}
                        />
                      </RadioGroup.Item>
                    ))}
                  </RadioGroup.Root>
                  <span className="text-sm text-muted-foreground" aria-hidden>
                    {field.value ? `${field.value} of ${RATING_MAX}` : 'Choose 1 to 5 stars'}
                  </span>
                </div>
              );
            }}
          />
          {ratingError ? (
            <p id={errorId('rating')} className="text-sm font-medium text-destructive">
              {ratingError}
            </p>
          ) : null}
        </div>

        <div className="space-y-2">
          <Label htmlFor="review-text">{REVIEW_MSG.yourReview}</Label>
          <Textarea
            id="review-text"
            rows={4}
            maxLength={REVIEW_TEXT_MAX}
            placeholder={REVIEW_MSG.reviewPlaceholder}
            {...register('text')}
            {...fieldAria('review-text', textError)}
          />
          {textError ? (
            <p id={errorId('review-text')} className="text-sm font-medium text-destructive">
              {textError}
            </p>
          ) : null}
        </div>

        {serverError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {serverError}
          </p>
        ) : null}

        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : myReview ? REVIEW_MSG.updateReview : REVIEW_MSG.submitReview}
        </Button>
      </form>
    </ReviewPanel>
  );
}
