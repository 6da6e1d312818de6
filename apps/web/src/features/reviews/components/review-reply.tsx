/**
 * The instructor's public reply under a review (issue 20 item 5): everyone reads it as
 * "Instructor's response"; the course's instructor (`canReply`) writes it (Reply), edits it (Edit
 * reply) and removes it (Remove reply).
 */
import { QUESTION_MSG, type Review } from '@cms/contract';
import { Pencil, Reply, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { TextForm } from '@/features/questions';
import { useReviewReply } from '@/features/reviews/api/review-replies';

export function ReviewReply({ review, courseId, canReply }: { review: Review; courseId: string; canReply: boolean }) {
  const [editing, setEditing] = useState(false);
  const { save, remove } = useReviewReply(courseId, review.id);
  const reply = review.instructorReply;
  if (editing) {
    return (
      <div className="mt-2 rounded-lg border bg-muted/40 p-3">
        <TextForm
          id={`review-reply-${review.id}`}
          label={QUESTION_MSG.reviewReplyLabel}
          submitLabel={QUESTION_MSG.reviewReplySave}
          initialText={reply?.text ?? ''}
          onSubmit={async (text) => {
            const saved = await save.mutateAsync(text);
            setEditing(false);
            return saved;
          }}
          onCancel={() => setEditing(false)}
        />
      </div>
    );
  }
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: (r) => toast.success(r.message),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <>
      {reply ? (
        <div className="mt-2 rounded-lg border-l-4 border-primary/60 bg-muted/40 p-3">
          <p className="text-xs font-semibold">
            {QUESTION_MSG.instructorResponse}{' '}
            <time dateTime={reply.at} className="font-normal text-muted-foreground">
              · {formatDate(reply.at)}
            </time>
          </p>
          <p className="text-sm leading-relaxed break-words whitespace-pre-line">{reply.text}</p>
        </div>
      ) : null}
      {canReply ? (
        <div className="mt-1 flex flex-wrap gap-1">
          {reply ? (
            <>
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden />
                {QUESTION_MSG.reviewReplyEdit}
              </Button>
              <Button variant="ghost" size="sm" onClick={onRemove} disabled={remove.isPending}>
                <Trash2 aria-hidden />
                {QUESTION_MSG.reviewReplyRemove}
              </Button>
            </>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              <Reply aria-hidden />
              {QUESTION_MSG.reviewReply}
            </Button>
          )}
        </div>
      ) : null}
    </>
  );
}
