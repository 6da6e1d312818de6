/** The demo quizzes: one at the end of the React course, one in the middle of Machine Learning Foundations. */
import { TRUE_FALSE_OPTIONS, type QuizInput } from '@cms/contract';

export interface DemoQuiz {
  /** The demo course (DEMO_COURSES slug) it belongs to. */
  course: string;
  /** Placed after this many video lessons of the course. */
  afterLesson: number;
  title: string;
  quiz: QuizInput;
}

const trueFalse = (prompt: string, answer: boolean, explanation: string) => ({
  kind: 'true_false' as const,
  prompt,
  explanation,
  options: TRUE_FALSE_OPTIONS.map((text) => ({ text, correct: (text === 'True') === answer })),
});

export const DEMO_QUIZZES: DemoQuiz[] = [
  {
    course: 'react',
    afterLesson: 3,
    title: 'Check your React basics',
    quiz: {
      passMarkPercent: 70,
      maxAttempts: 3,
      timeLimitMinutes: 10,
      shuffleQuestions: false,
      shuffleOptions: true,
      display: 'one',
      questions: [
        {
          kind: 'single',
          prompt: 'What does a React component return to describe what appears on the screen?',
          explanation: 'A component returns JSX (React elements); React turns them into DOM updates.',
          options: [
            { text: 'JSX (React elements)', correct: true },
            { text: 'An HTML string', correct: false },
            { text: 'A CSS file', correct: false },
          ],
        },
        {
          kind: 'multiple',
          prompt: 'Which of these cause a component to render again?',
          explanation: 'A change of its state, or new props from its parent, renders it again.',
          options: [
            { text: 'Calling its state setter with a new value', correct: true },
            { text: 'Its parent passing new props', correct: true },
            { text: 'Reading a variable in the console', correct: false },
          ],
        },
        trueFalse(
          'Props can be changed by the component that receives them.',
          false,
          'Props are read-only for the receiving component; it asks its parent to change them.',
        ),
        {
          kind: 'single',
          prompt: 'Which hook runs code after a render, for example to fetch data?',
          explanation: 'useEffect runs after React has updated the screen.',
          options: [
            { text: 'useEffect', correct: true },
            { text: 'useState', correct: false },
            { text: 'useMemo', correct: false },
          ],
        },
      ],
    },
  },
  {
    course: 'ml',
    afterLesson: 2,
    title: 'Linear models checkpoint',
    quiz: {
      passMarkPercent: 60,
      maxAttempts: null,
      timeLimitMinutes: null,
      shuffleQuestions: true,
      shuffleOptions: false,
      display: 'all',
      questions: [
        {
          kind: 'single',
          prompt: 'What does a linear regression model predict?',
          explanation: 'Regression predicts a number; classification predicts a class.',
          options: [
            { text: 'A number (a continuous value)', correct: true },
            { text: 'One of a few classes', correct: false },
            { text: 'A cluster of similar rows', correct: false },
          ],
        },
        trueFalse(
          'A model that scores well on its training data always scores well on new data.',
          false,
          'It may have learnt the training data by heart (overfitting): judge it on data it has not seen.',
        ),
        {
          kind: 'multiple',
          prompt: 'Which of these help against overfitting?',
          explanation: 'More data and regularisation help; more features usually make it worse.',
          options: [
            { text: 'More training data', correct: true },
            { text: 'Regularisation', correct: true },
            { text: 'Adding many more features', correct: false },
          ],
        },
      ],
    },
  },
];
