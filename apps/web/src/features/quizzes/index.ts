/** The quizzes feature as other features see it: the course form's quiz sections, the curriculum's quiz line, the learner's quiz panel. */
export { useCourseQuizzes } from './api/quizzes';
export { QuizLessonIcon, QuizLessonMeta } from './components/quiz-lesson-meta';
export { QuizSectionFields } from './components/quiz-section-fields';
export {
  emptyQuizLesson,
  isQuizComplete,
  quizDefinitionToForm,
  type LessonForm,
  type QuizLessonForm,
  type VideoLessonForm,
} from './quiz-form-rules';
export { QuizPanel } from './components/quiz-panel';
