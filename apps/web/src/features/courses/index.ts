/** The courses feature as other features and the areas see it. */
export { averageRating, AvgRatingStat } from './components/average-rating';
export { CardAction } from './components/course-card/card-action';
export { CourseCard } from './components/course-card';
export { LessonCount, StudentCount } from './components/course-card/card-meta';
export { CardThumbnail, COVERS_CARD } from './components/course-card/card-thumbnail';
export { CardTitleLink } from './components/course-card/card-title-link';
export { CourseCardFrame } from './components/course-card/course-card-frame';
export { InstructorLine } from './components/course-card/instructor-line';
export { CourseGridSkeleton } from './components/course-grid-skeleton';
export { CourseLoading } from './components/course-query-state';
export { SearchResultCount } from './components/search-result-count';
export { CataloguePage } from './pages/catalogue-page';
export { CourseDetailPage } from './pages/course-detail-page';
export { AdminCourseDetailPage, AdminCoursePlayerPage } from './pages/admin-course-pages';
export { InstructorCourseDetailPage, InstructorCoursePlayerPage } from './pages/instructor-course-pages';
export { InstructorCoursesPage } from './pages/instructor-courses-page';
export { InstructorNewCoursePage } from './pages/new-course-page';
