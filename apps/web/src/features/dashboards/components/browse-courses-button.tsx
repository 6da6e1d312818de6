import { LEARNING_MSG } from '@cms/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The Browse Courses button of an empty section. */
export function BrowseCoursesButton({ to }: { to: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={to}>{LEARNING_MSG.browseCourses}</Link>
    </Button>
  );
}
