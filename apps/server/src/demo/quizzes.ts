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

const options = (correct: string[], wrong: string[]) => [
  ...correct.map((text) => ({ text, correct: true })),
  ...wrong.map((text) => ({ text, correct: false })),
];

/** A single-choice question: the answer listed first, then the wrong options. */
const single = (prompt: string, explanation: string, answer: string, wrong: string[]) => ({
  kind: 'single' as const,
  prompt,
  explanation,
  options: options([answer], wrong),
});

/** A multiple-choice question: the correct options listed first, then the wrong ones. */
const multiple = (prompt: string, explanation: string, correct: string[], wrong: string[]) => ({
  kind: 'multiple' as const,
  prompt,
  explanation,
  options: options(correct, wrong),
});

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
        single(
          'What does a React component return to describe what appears on the screen?',
          'A component returns JSX (React elements); React turns them into DOM updates.',
          'JSX (React elements)',
          ['An HTML string', 'A CSS file'],
        ),
        multiple(
          'Which of these cause a component to render again?',
          'A change of its state, or new props from its parent, renders it again.',
          ['Calling its state setter with a new value', 'Its parent passing new props'],
          ['Reading a variable in the console'],
        ),
        trueFalse(
          'Props can be changed by the component that receives them.',
          false,
          'Props are read-only for the receiving component; it asks its parent to change them.',
        ),
        single(
          'Which hook runs code after a render, for example to fetch data?',
          'useEffect runs after React has updated the screen.',
          'useEffect',
          ['useState', 'useMemo'],
        ),
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
        single(
          'What does a linear regression model predict?',
          'Regression predicts a number; classification predicts a class.',
          'A number (a continuous value)',
          ['One of a few classes', 'A cluster of similar rows'],
        ),
        trueFalse(
          'A model that scores well on its training data always scores well on new data.',
          false,
          'It may have learnt the training data by heart (overfitting): judge it on data it has not seen.',
        ),
        multiple(
          'Which of these help against overfitting?',
          'More data and regularisation help; more features usually make it worse.',
          ['More training data', 'Regularisation'],
          ['Adding many more features'],
        ),
      ],
    },
  },
];
