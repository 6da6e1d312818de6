import { Navigate } from 'react-router';
import { AreaLayout } from '@/app/areas/area-layout';
import { learnerNav, learnerPages } from '@/app/areas/learner-area';
import { paths } from '@/config/paths';
import { StudentDashboard } from '@/features/dashboards';
import { StudentProfilePage } from '@/features/profiles';

export const STUDENT_NAV = learnerNav('student');

export function StudentLayout() {
  return <AreaLayout area="Student" nav={STUDENT_NAV} brandTo={paths.student.dashboard} />;
}

export const learner = learnerPages('student', { dashboard: StudentDashboard, profile: StudentProfilePage });
/** The spec's enrollcourseview route: the enrolled courses are My courses. */
export const StudentEnrolledCoursePage = () => <Navigate to={paths.student.myCourses} replace />;
