import { COURSE_MSG, QUIZ_MSG, type CourseDetail, type CourseQuizzes } from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeDetail } from '@/test/courses';
import { json, renderApp, stubFetch, USERS } from '@/test/render';

const VIDEO_LESSON = '6f1c2b1e-8c1a-4c55-9a57-3f1f4d1b2a10';
const QUIZ_LESSON = '7a2d3c2f-9d2b-4d66-8b68-4a2a5e2c3b21';
const QUESTION = '8b3e4d3a-ae3c-4e77-9c79-5b3b6f3d4c32';
const OPTION_A = '9c4f5e4b-bf4d-4f88-8d8a-6c4c7a4e5d43';
const OPTION_B = 'ad5a6f5c-ca5e-4a99-9e9b-7d5d8b5f6e54';

function course(withQuiz: boolean): CourseDetail {
  const base = makeDetail();
  const video = {
    ...base.lessons[0]!,
    id: VIDEO_LESSON,
    title: 'Welcome',
    videoId: '0b7e2f2c-5a8e-4f7e-8f6a-1e2d3c4b5a61',
  };
  return makeDetail({
    id: 'c9',
    viewer: { enrolled: false, enrolmentId: null, isOwner: true, canWatch: true },
    thumbnailId: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
    lessons: withQuiz
      ? [
          video,
          {
            ...video,
            id: QUIZ_LESSON,
            position: 2,
            title: 'Check yourself',
            kind: 'quiz',
            quiz: { questionCount: 1, passMarkPercent: 60, maxAttempts: 2, timeLimitMinutes: 10, display: 'one' },
            freePreview: false,
            durationSeconds: null,
            videoUrl: null,
            videoId: null,
          },
        ]
      : [video],
  });
}

const QUIZZES: CourseQuizzes = {
  quizzes: [
    {
      lessonId: QUIZ_LESSON,
      passMarkPercent: 60,
      maxAttempts: 2,
      timeLimitMinutes: 10,
      shuffleQuestions: true,
      shuffleOptions: false,
      display: 'one',
      attemptCount: 4,
      questions: [
        {
          id: QUESTION,
          kind: 'single',
          prompt: 'Which hook keeps state?\nPick one.',
          explanation: 'useState keeps state between renders.',
          options: [
            { id: OPTION_A, text: 'useState', correct: true },
            { id: OPTION_B, text: 'useMemo', correct: false },
          ],
        },
      ],
    },
  ],
};

async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const saveButton = () => screen.getByRole('button', { name: /^(Please fill all required fields|Save Changes)$/ });

function stubEdit(withQuiz: boolean, onPut: (body: unknown) => void) {
  const detail = course(withQuiz);
  return stubFetch(USERS.instructor, {
    'GET /api/courses/c9': () => json(detail),
    'GET /api/instructor/courses/c9/quizzes': () => json(QUIZZES),
    'PUT /api/instructor/courses/c9': (init) => {
      onPut(JSON.parse(String(init?.body)));
      return json({ success: true, message: COURSE_MSG.courseUpdated, course: detail });
    },
  });
}

describe('quiz sections in the course form', () => {
  it('Add Quiz builds a quiz (settings, single choice, true/false, multiple choice) and sends it as a quiz section', async () => {
    let sent: { lessons?: unknown[] } | null = null;
    stubEdit(false, (body) => (sent = body as { lessons: unknown[] }));
    const { router } = renderApp('/instructor/new?edit=c9');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: 'Edit Course' });
    expect(saveButton()).toHaveTextContent('Save Changes');

    await user.click(screen.getByRole('button', { name: QUIZ_MSG.addQuiz }));
    const section = screen.getByRole('group', { name: `Section 2 (${QUIZ_MSG.quiz})` });
    expect(saveButton()).toHaveTextContent(COURSE_MSG.fillRequired);
    expect(saveButton()).toBeDisabled();

    await fill(user, within(section).getByLabelText(QUIZ_MSG.quizTitle), 'Check yourself');
    const pass = within(section).getByLabelText(QUIZ_MSG.passMark);
    expect(pass).toHaveValue(70);
    await user.clear(pass);
    await user.type(pass, '80');
    await user.type(within(section).getByLabelText(QUIZ_MSG.maxAttempts), '3');
    await user.type(within(section).getByLabelText(QUIZ_MSG.timeLimit), '15');
    await user.click(within(section).getByRole('switch', { name: QUIZ_MSG.shuffleQuestions }));
    await user.selectOptions(within(section).getByLabelText(QUIZ_MSG.display), QUIZ_MSG.displayLabels.one);

    // Question 1: single choice, the second option correct.
    const q1 = within(section).getByRole('group', { name: QUIZ_MSG.questionLabel(1) });
    await fill(user, within(q1).getByLabelText(QUIZ_MSG.questionPrompt), 'Which hook keeps state?');
    await fill(user, within(q1).getByLabelText(QUIZ_MSG.optionLabel(1)), 'useMemo');
    await fill(user, within(q1).getByLabelText(QUIZ_MSG.optionLabel(2)), 'useState');
    expect(saveButton()).toBeDisabled(); // no correct answer yet
    await user.click(within(q1).getByRole('radio', { name: `${QUIZ_MSG.optionLabel(2)}: ${QUIZ_MSG.correct}` }));
    await fill(user, within(q1).getByLabelText(QUIZ_MSG.explanation), 'It keeps state between renders.');
    await waitFor(() => expect(saveButton()).toBeEnabled());

    // Question 2: true/false shows the two fixed options.
    await user.click(within(section).getByRole('button', { name: QUIZ_MSG.addQuestion }));
    expect(saveButton()).toBeDisabled();
    const q2 = within(section).getByRole('group', { name: QUIZ_MSG.questionLabel(2) });
    await user.selectOptions(within(q2).getByLabelText(QUIZ_MSG.questionKind), 'true_false');
    expect(within(q2).getByLabelText(QUIZ_MSG.optionLabel(1))).toHaveValue('True');
    expect(within(q2).getByLabelText(QUIZ_MSG.optionLabel(2))).toHaveValue('False');
    expect(within(q2).getByLabelText(QUIZ_MSG.optionLabel(1))).toHaveAttribute('readonly');
    expect(within(q2).queryByRole('button', { name: QUIZ_MSG.addOption })).not.toBeInTheDocument();
    await fill(user, within(q2).getByLabelText(QUIZ_MSG.questionPrompt), 'Hooks run in order.');
    await user.click(within(q2).getByRole('radio', { name: `${QUIZ_MSG.optionLabel(1)}: ${QUIZ_MSG.correct}` }));

    // Question 3: multiple choice, three options, two correct.
    await user.click(within(section).getByRole('button', { name: QUIZ_MSG.addQuestion }));
    const q3 = within(section).getByRole('group', { name: QUIZ_MSG.questionLabel(3) });
    await user.selectOptions(within(q3).getByLabelText(QUIZ_MSG.questionKind), 'multiple');
    await fill(user, within(q3).getByLabelText(QUIZ_MSG.questionPrompt), 'Which are hooks?');
    await user.click(within(q3).getByRole('button', { name: QUIZ_MSG.addOption }));
    await fill(user, within(q3).getByLabelText(QUIZ_MSG.optionLabel(1)), 'useEffect');
    await fill(user, within(q3).getByLabelText(QUIZ_MSG.optionLabel(2)), 'render');
    await fill(user, within(q3).getByLabelText(QUIZ_MSG.optionLabel(3)), 'useRef');
    await user.click(within(q3).getByRole('checkbox', { name: `${QUIZ_MSG.optionLabel(1)}: ${QUIZ_MSG.correct}` }));
    await user.click(within(q3).getByRole('checkbox', { name: `${QUIZ_MSG.optionLabel(3)}: ${QUIZ_MSG.correct}` }));

    // A card closes to its one-line summary.
    const toggle = within(q1).getByRole('button', { name: /Which hook keeps state\?/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(q1).getByLabelText(QUIZ_MSG.questionPrompt)).not.toBeVisible();

    // Sections reorder together: the quiz moves above the video.
    await user.click(screen.getByRole('button', { name: 'Move section 2 up' }));
    expect(screen.getByRole('group', { name: `Section 1 (${QUIZ_MSG.quiz})` })).toBeInTheDocument();

    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/instructor/courses'));
    expect(sent!.lessons).toEqual([
      {
        kind: 'quiz',
        title: 'Check yourself',
        quiz: {
          passMarkPercent: 80,
          maxAttempts: 3,
          timeLimitMinutes: 15,
          shuffleQuestions: true,
          shuffleOptions: false,
          display: 'one',
          questions: [
            {
              kind: 'single',
              prompt: 'Which hook keeps state?',
              explanation: 'It keeps state between renders.',
              options: [
                { text: 'useMemo', correct: false },
                { text: 'useState', correct: true },
              ],
            },
            {
              kind: 'true_false',
              prompt: 'Hooks run in order.',
              explanation: null,
              options: [
                { text: 'True', correct: true },
                { text: 'False', correct: false },
              ],
            },
            {
              kind: 'multiple',
              prompt: 'Which are hooks?',
              explanation: null,
              options: [
                { text: 'useEffect', correct: true },
                { text: 'render', correct: false },
                { text: 'useRef', correct: true },
              ],
            },
          ],
        },
      },
      expect.objectContaining({ kind: 'video', id: VIDEO_LESSON, title: 'Welcome' }),
    ]);
  }, 30_000);

  it('refuses a single-choice question with two correct options: the message under its options, the submit disabled', async () => {
    stubEdit(false, () => undefined);
    renderApp('/instructor/new?edit=c9');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: 'Edit Course' });
    await user.click(screen.getByRole('button', { name: QUIZ_MSG.addQuiz }));
    const section = screen.getByRole('group', { name: `Section 2 (${QUIZ_MSG.quiz})` });
    await fill(user, within(section).getByLabelText(QUIZ_MSG.quizTitle), 'Check yourself');
    const q1 = within(section).getByRole('group', { name: QUIZ_MSG.questionLabel(1) });
    await fill(user, within(q1).getByLabelText(QUIZ_MSG.questionPrompt), 'Pick one');
    await fill(user, within(q1).getByLabelText(QUIZ_MSG.optionLabel(1)), 'A');
    await fill(user, within(q1).getByLabelText(QUIZ_MSG.optionLabel(2)), 'B');
    await user.selectOptions(within(q1).getByLabelText(QUIZ_MSG.questionKind), 'multiple');
    await user.click(within(q1).getByRole('checkbox', { name: `${QUIZ_MSG.optionLabel(1)}: ${QUIZ_MSG.correct}` }));
    await user.click(within(q1).getByRole('checkbox', { name: `${QUIZ_MSG.optionLabel(2)}: ${QUIZ_MSG.correct}` }));
    await waitFor(() => expect(saveButton()).toBeEnabled()); // two correct is right for multiple choice

    await user.selectOptions(within(q1).getByLabelText(QUIZ_MSG.questionKind), 'single');
    expect(await within(q1).findByRole('alert')).toHaveTextContent(QUIZ_MSG.exactlyOneCorrect);
    expect(within(q1).getByRole('radiogroup')).toHaveAccessibleDescription(QUIZ_MSG.exactlyOneCorrect);
    expect(saveButton()).toHaveTextContent(COURSE_MSG.fillRequired);
    expect(saveButton()).toBeDisabled();

    await user.click(within(q1).getByRole('radio', { name: `${QUIZ_MSG.optionLabel(2)}: ${QUIZ_MSG.correct}` }));
    await waitFor(() => expect(within(q1).queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(saveButton()).toBeEnabled());
  }, 30_000);

  it('editing fills the quiz from the owner’s definitions and sends its question and option ids back', async () => {
    let sent: { lessons?: unknown[] } | null = null;
    stubEdit(true, (body) => (sent = body as { lessons: unknown[] }));
    renderApp('/instructor/new?edit=c9');
    const user = userEvent.setup({ delay: null });
    const section = await screen.findByRole('group', { name: `Section 2 (${QUIZ_MSG.quiz})` });
    expect(within(section).getByLabelText(QUIZ_MSG.quizTitle)).toHaveValue('Check yourself');
    expect(within(section).getByLabelText(QUIZ_MSG.passMark)).toHaveValue(60);
    expect(within(section).getByLabelText(QUIZ_MSG.maxAttempts)).toHaveValue(2);
    expect(within(section).getByLabelText(QUIZ_MSG.timeLimit)).toHaveValue(10);
    expect(within(section).getByRole('switch', { name: QUIZ_MSG.shuffleQuestions })).toBeChecked();
    expect(within(section).getByLabelText(QUIZ_MSG.display)).toHaveValue('one');

    // A saved question starts closed, as its one-line summary.
    const q1 = within(section).getByRole('group', { name: QUIZ_MSG.questionLabel(1) });
    const toggle = within(q1).getByRole('button', { name: /Which hook keeps state\?/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).not.toHaveTextContent('Pick one.');
    await user.click(toggle);
    expect(within(q1).getByLabelText(QUIZ_MSG.questionPrompt)).toHaveValue('Which hook keeps state?\nPick one.');
    expect(within(q1).getByLabelText(QUIZ_MSG.optionLabel(1))).toHaveValue('useState');
    expect(within(q1).getByRole('radio', { name: `${QUIZ_MSG.optionLabel(1)}: ${QUIZ_MSG.correct}` })).toBeChecked();

    await user.clear(within(q1).getByLabelText(QUIZ_MSG.optionLabel(2)));
    await fill(user, within(q1).getByLabelText(QUIZ_MSG.optionLabel(2)), 'useRef');
    await user.click(saveButton());
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.lessons![1]).toEqual({
      kind: 'quiz',
      id: QUIZ_LESSON,
      title: 'Check yourself',
      quiz: {
        passMarkPercent: 60,
        maxAttempts: 2,
        timeLimitMinutes: 10,
        shuffleQuestions: true,
        shuffleOptions: false,
        display: 'one',
        questions: [
          {
            id: QUESTION,
            kind: 'single',
            prompt: 'Which hook keeps state?\nPick one.',
            explanation: 'useState keeps state between renders.',
            options: [
              { id: OPTION_A, text: 'useState', correct: true },
              { id: OPTION_B, text: 'useRef', correct: false },
            ],
          },
        ],
      },
    });
  }, 30_000);
});
