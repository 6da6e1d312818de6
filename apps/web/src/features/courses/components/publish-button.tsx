import { COURSE_MSG, type CourseDetail } from '@cms/contract';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { usePublishCourse } from '@/features/courses/api/courses';

/**
 * Publish / Unpublish (the instructor's own course). Publishing happens at once; unpublishing takes
 * the course out of the catalogue, so it asks first.
 */
export function PublishButton({ course }: { course: CourseDetail }) {
  const publish = usePublishCourse(course.id);
  const [confirming, setConfirming] = useState(false);
  const next = !course.isPublished;
  const change = () =>
    publish.mutate(next, {
      onSuccess: (res) => {
        setConfirming(false);
        toast.success(res.message || (next ? COURSE_MSG.coursePublished : COURSE_MSG.courseUnpublished));
      },
      onError: (error) => toast.error(errorMessage(error, COURSE_MSG.anErrorOccurred)),
    });
  return (
    <>
      <Button variant="outline" disabled={publish.isPending} onClick={next ? change : () => setConfirming(true)}>
        {next ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
        {publish.isPending && next ? 'Publishing...' : next ? COURSE_MSG.publish : COURSE_MSG.unpublish}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={COURSE_MSG.unpublishTitle}
        description={COURSE_MSG.unpublishBody}
        confirmLabel={COURSE_MSG.unpublish}
        pendingLabel="Unpublishing..."
        cancelLabel={COURSE_MSG.cancel}
        busy={publish.isPending}
        onConfirm={change}
        destructive
      />
    </>
  );
}
