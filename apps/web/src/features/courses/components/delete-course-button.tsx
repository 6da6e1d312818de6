import { COURSE_MSG } from '@cms/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useDeleteCourse } from '@/features/courses/api/courses';

/** "Delete Course" with a confirmation; afterwards a toast and `redirectTo` (spec section 4). */
export function DeleteCourseButton({ id, title, redirectTo }: { id: string; title: string; redirectTo: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteCourse(id);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: (res) => {
        setOpen(false);
        toast.success(res.message || COURSE_MSG.courseDeleted);
        void navigate(redirectTo, { replace: true });
      },
      onError: (error) => toast.error(errorMessage(error, COURSE_MSG.failedToDeleteCourse)),
    });
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        Delete Course
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this course?"
        description={`“${title}” will be removed from the catalogue and can no longer be bought. Learners who already bought it keep their access.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirm}
        destructive
      />
    </>
  );
}
