/** The questions feature (lesson Q&A) as other features and the areas see it. */
export { LessonQuestions } from './components/lesson-questions';
export { TextForm } from './components/text-form';
export { NewQuestionsBadge, UnreadRepliesBadge } from './components/question-badges';
export { InstructorQuestionsPage } from './pages/instructor-questions-page';
