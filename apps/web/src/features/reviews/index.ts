/** The reviews feature as other features and the areas see it. */
export { CourseReviews } from './components/course-reviews';
export { ReviewForm } from './components/review-form';
