import { COURSE_MSG, type CourseDetail } from '@cms/contract';
import { Eye, EyeOff } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { usePublishCourse } from '@/features/courses/api/courses';

/** Publish / Unpublish (the instructor's own course). */
export function PublishButton({ course }: { course: CourseDetail }) {
  const publish = usePublishCourse(course.id);
  const next = !course.isPublished;
  return (
    <Button
      variant="outline"
      disabled={publish.isPending}
      onClick={() =>
        publish.mutate(next, {
          onSuccess: (res) =>
            toast.success(res.message || (next ? COURSE_MSG.coursePublished : COURSE_MSG.courseUnpublished)),
          onError: (error) => toast.error(errorMessage(error, COURSE_MSG.anErrorOccurred)),
        })
      }
    >
      {next ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
      {publish.isPending ? (next ? 'Publishing...' : 'Unpublishing...') : next ? 'Publish' : 'Unpublish'}
    </Button>
  );
}
