import { COURSE_MSG } from '@cms/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
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
    <AlertDialog open={open} onOpenChange={(o) => !remove.isPending && setOpen(o)}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden />
          Delete Course
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this course?</AlertDialogTitle>
          <AlertDialogDescription>
            “{title}” will be removed from the catalogue and can no longer be bought. Learners who already bought it
            keep their access.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
