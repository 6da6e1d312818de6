import {
  LEARNING_MSG,
  QUIZ_MSG,
  type CourseProgress,
  type EnrolmentView,
  type QuizAttemptSummary,
  type QuizPaper,
  type QuizResult,
  type QuizView,
} from '@cms/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeView } from '@/test/learning-fixtures';
import { json, renderApp, requestsSent, stubFetch, USERS } from '@/test/render';

afterEach(() => {
  vi.useRealTimers();
});

const BASE = '/api/my/courses/e1/quizzes/q1';
const SUMMARY = {
  questionCount: 2,
  passMarkPercent: 50,
  maxAttempts: 3,
  timeLimitMinutes: null,
  display: 'all',
} as const;

/** l1 (a video, done) then q1 (a quiz): the page opens on the quiz. */
function progress(quizDone: boolean): CourseProgress {
  return {
    completedLessons: quizDone ? 2 : 1,
    totalLessons: 2,
    progressPercent: quizDone ? 100 : 50,
    status: quizDone ? 'Completed' : 'In Progress',
    lessons: [
      { lessonId: 'l1', positionSeconds: 60, furthestSeconds: 60, completed: true },
      { lessonId: 'q1', positionSeconds: 0, furthestSeconds: 0, completed: quizDone },
    ],
    resumeLessonId: quizDone ? 'l1' : 'q1',
  };
}

function enrolment(): EnrolmentView {
  const view = makeView();
  const [video] = view.course.lessons;
  return {
    ...view,
    course: {
      ...view.course,
      lessonCount: 2,
      lessons: [
        video!,
        {
          ...video!,
          id: 'q1',
          position: 2,
          title: 'Check yourself',
          kind: 'quiz',
          quiz: SUMMARY,
          freePreview: false,
          durationSeconds: null,
          videoUrl: null,
          videoId: null,
        },
      ],
    },
    progress: progress(false),
  };
}

const QUESTIONS = [
  {
    id: 'qa',
    kind: 'single',
    prompt: 'What is 2 + 2?',
    options: [
      { id: 'a1', text: 'Three' },
      { id: 'a2', text: 'Four' },
    ],
  },
  {
    id: 'qb',
    kind: 'multiple',
    prompt: 'Which are prime?',
    options: [
      { id: 'b1', text: 'Two' },
      { id: 'b2', text: 'Nine' },
      { id: 'b3', text: 'Five' },
    ],
  },
] satisfies QuizPaper['questions'];

function attempt(overrides: Partial<QuizAttemptSummary> = {}): QuizAttemptSummary {
  return {
    id: 'att1',
    number: 1,
    status: 'open',
    startedAt: '2026-01-01T10:00:00.000Z',
    deadlineAt: null,
    submittedAt: null,
    score: null,
    maxScore: null,
    percent: null,
    passed: null,
    ...overrides,
  };
}

function quizView(overrides: Partial<QuizView> = {}): QuizView {
  return {
    lessonId: 'q1',
    title: 'Check yourself',
    summary: SUMMARY,
    attempts: [],
    attemptsLeft: 3,
    passed: false,
    bestPercent: null,
    openAttempt: null,
    lastResult: null,
    ...overrides,
  };
}

function paper(overrides: Partial<QuizPaper> = {}): QuizPaper {
  return {
    attempt: attempt(),
    display: 'all',
    questions: QUESTIONS,
    serverNow: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The graded attempt: `chosen` option ids; correct flags and explanations only when `revealed`. */
function result(chosen: string[], passed: boolean, revealed: boolean): QuizResult {
  const correct = new Set(['a2', 'b1', 'b3']);
  const score = passed ? 2 : 1;
  return {
    attempt: attempt({
      status: 'graded',
      submittedAt: '2026-01-01T10:05:00.000Z',
      score,
      maxScore: 2,
      percent: score * 50,
      passed,
    }),
    revealed,
    questions: QUESTIONS.map((q) => ({
      id: q.id,
      kind: q.kind,
      prompt: q.prompt,
      options: q.options.map((o) => ({
        ...o,
        chosen: chosen.includes(o.id),
        ...(revealed ? { correct: correct.has(o.id) } : {}),
      })),
      ...(revealed
        ? {
            answeredCorrectly: q.options.every((o) => correct.has(o.id) === chosen.includes(o.id)),
            explanation: q.id === 'qa' ? 'Two and two make four.' : null,
          }
        : {}),
    })),
  };
}

const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  requestsSent(fetchMock, 'POST').map(([u, init]) => ({
    path: String(u),
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
  }));

function stubQuiz({
  view = quizView(),
  start = paper(),
  answer,
}: {
  view?: QuizView;
  start?: QuizPaper;
  answer: (body: { answers: Record<string, string[]> }) => { result: QuizResult; progress: CourseProgress };
}) {
  return stubFetch(USERS.student, {
    'GET /api/my/courses/e1': () => json(enrolment()),
    [`GET ${BASE}`]: () => json(view),
    [`POST ${BASE}/attempts`]: () => json(start, 201),
    [`POST ${BASE}/attempts/att1/submit`]: (init) =>
      json({ success: true, ...answer(JSON.parse(String(init?.body)) as { answers: Record<string, string[]> }) }),
  });
}

describe('quiz panel on the learning page', () => {
  it('shows the rules, starts only on Start quiz, asks before submitting unanswered questions, shows the score and hides the answers when not revealed', async () => {
    const fetchMock = stubQuiz({ answer: () => ({ result: result(['a2'], false, false), progress: progress(false) }) });
    renderApp('/student/mycourses/view-page/e1');
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Check yourself' });
    expect(document.querySelector('video')).toBeNull();
    const rules = within(panel).getByRole('list', { name: QUIZ_MSG.rules });
    expect(rules).toHaveTextContent(QUIZ_MSG.passMarkIs(50));
    expect(rules).toHaveTextContent(QUIZ_MSG.attemptsLeft(3));
    expect(rules).toHaveTextContent(QUIZ_MSG.noTimeLimit);
    expect(screen.queryByRole('button', { name: LEARNING_MSG.markDone })).not.toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]); // nothing starts by itself

    await user.click(within(panel).getByRole('button', { name: QUIZ_MSG.startQuiz }));
    const first = await within(panel).findByRole('group', { name: /What is 2 \+ 2\?/ });
    expect(within(panel).getByRole('group', { name: /Which are prime\?/ })).toBeInTheDocument();
    // Single choice: a radio group; multiple choice: checkboxes.
    await user.click(within(first).getByRole('radio', { name: 'Four' }));
    expect(within(first).getByRole('radio', { name: 'Four' })).toBeChecked();
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(3);

    await user.click(within(panel).getByRole('button', { name: QUIZ_MSG.submit }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(QUIZ_MSG.unansweredConfirm(1));
    expect(posts(fetchMock)).toHaveLength(1); // only the start
    await user.click(within(dialog).getByRole('button', { name: QUIZ_MSG.submitAnyway }));

    const heading = await within(panel).findByRole('heading', { name: QUIZ_MSG.yourScore });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(posts(fetchMock)[1]).toEqual({ path: `${BASE}/attempts/att1/submit`, body: { answers: { qa: ['a2'] } } });
    expect(panel).toHaveTextContent(QUIZ_MSG.scoreOf(1, 2, 50));
    expect(within(panel).getByText(QUIZ_MSG.failed)).toBeInTheDocument();
    expect(within(panel).getByText(QUIZ_MSG.answersHidden)).toBeInTheDocument();
    expect(within(panel).getAllByText(QUIZ_MSG.yourAnswer)).toHaveLength(2);
    expect(within(panel).getByText(QUIZ_MSG.notAnswered)).toBeInTheDocument();
    expect(within(panel).queryByText(QUIZ_MSG.correctAnswer)).not.toBeInTheDocument();
    expect(within(panel).queryByText('Two and two make four.')).not.toBeInTheDocument();
  });

  it('after a pass shows the correct answers and explanations, ticks the lesson and shows the completion moment', async () => {
    const fetchMock = stubQuiz({
      view: quizView({
        attempts: [attempt({ id: 'old', status: 'graded', percent: 0, passed: false })],
        attemptsLeft: 2,
      }),
      answer: () => ({ result: result(['a2', 'b1', 'b3'], true, true), progress: progress(true) }),
    });
    renderApp('/student/mycourses/view-page/e1');
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Check yourself' });
    expect(within(panel).getByRole('region', { name: QUIZ_MSG.yourAttempts })).toHaveTextContent(
      `${QUIZ_MSG.attemptNumber(1)}0 % · ${QUIZ_MSG.failed}`,
    );
    await user.click(within(panel).getByRole('button', { name: QUIZ_MSG.retryQuiz }));
    await user.click(await within(panel).findByRole('radio', { name: 'Four' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Two' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Five' }));
    await user.click(within(panel).getByRole('button', { name: QUIZ_MSG.submit }));

    // Every question answered: no confirmation.
    expect(await within(panel).findByText(QUIZ_MSG.passed)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(posts(fetchMock)[1]!.body).toEqual({ answers: { qa: ['a2'], qb: ['b1', 'b3'] } });
    expect(within(panel).getAllByText(QUIZ_MSG.correctAnswer)).toHaveLength(2);
    expect(within(panel).getByText('Two and two make four.')).toBeInTheDocument();
    expect(within(panel).getByText('Two, Five', { selector: 'dd.font-medium' })).toBeInTheDocument();
    expect(within(panel).queryByText(QUIZ_MSG.answersHidden)).not.toBeInTheDocument();

    // The submission's progress is the page's: the quiz lesson ticks and the course is complete.
    expect(screen.getByText('2 of 2 lessons completed')).toBeInTheDocument();
    const lessons = within(screen.getByRole('navigation', { name: 'Course lessons' })).getAllByRole('button');
    expect(lessons[1]).toHaveTextContent(LEARNING_MSG.completed);
    expect(screen.getByRole('heading', { name: LEARNING_MSG.courseCompletedTitle })).toBeInTheDocument();
  });

  it('one question per screen: "Question n of N", Next and Previous move the focus to the question', async () => {
    stubQuiz({
      view: quizView({ summary: { ...SUMMARY, display: 'one' } }),
      start: paper({ display: 'one' }),
      answer: () => ({ result: result([], false, false), progress: progress(false) }),
    });
    renderApp('/student/mycourses/view-page/e1');
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Check yourself' });
    await user.click(within(panel).getByRole('button', { name: QUIZ_MSG.startQuiz }));
    const q1 = await within(panel).findByRole('group', { name: /Question 1 of 2/ });
    expect(q1).toHaveTextContent('What is 2 + 2?');
    expect(within(panel).queryByText('Which are prime?')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: QUIZ_MSG.previous })).toBeDisabled();

    await user.click(within(panel).getByRole('radio', { name: 'Four' }));
    await user.click(within(panel).getByRole('button', { name: QUIZ_MSG.next }));
    const q2 = within(panel).getByRole('group', { name: /Question 2 of 2/ });
    expect(q2).toHaveTextContent('Which are prime?');
    await waitFor(() => expect(q2).toHaveFocus());
    expect(within(panel).getByRole('button', { name: QUIZ_MSG.next })).toBeDisabled();

    await user.click(within(panel).getByRole('button', { name: QUIZ_MSG.previous }));
    const back = within(panel).getByRole('group', { name: /Question 1 of 2/ });
    await waitFor(() => expect(back).toHaveFocus());
    // The answer is kept while moving between screens.
    expect(within(back).getByRole('radio', { name: 'Four' })).toBeChecked();
  });

  it('counts down by the server’s clock and submits by itself at zero', async () => {
    // The device's clock is an hour ahead of the server's: the countdown must not trust it.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-01-01T11:00:00.000Z'));
    const fetchMock = stubQuiz({
      view: quizView({ summary: { ...SUMMARY, timeLimitMinutes: 1 } }),
      start: paper({
        attempt: attempt({ deadlineAt: '2026-01-01T10:00:10.000Z' }),
        serverNow: '2026-01-01T10:00:00.000Z',
      }),
      answer: () => ({ result: result(['a2'], false, false), progress: progress(false) }),
    });
    renderApp('/student/mycourses/view-page/e1');
    const panel = await screen.findByRole('region', { name: 'Check yourself' });
    expect(within(panel).getByRole('list', { name: QUIZ_MSG.rules })).toHaveTextContent(QUIZ_MSG.timeLimitIs(1));
    fireEvent.click(within(panel).getByRole('button', { name: QUIZ_MSG.startQuiz }));
    const timer = await within(panel).findByRole('timer');
    expect(timer).toHaveTextContent(`${QUIZ_MSG.timeLeft} 0:10`);
    fireEvent.click(within(panel).getByRole('radio', { name: 'Four' }));

    act(() => vi.advanceTimersByTime(9_000));
    expect(timer).toHaveTextContent('0:01');
    expect(posts(fetchMock)).toHaveLength(1);

    act(() => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(2));
    // No confirmation when the time is up: what was answered goes as it is.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(posts(fetchMock)[1]!.body).toEqual({ answers: { qa: ['a2'] } });
    expect(await within(panel).findByRole('heading', { name: QUIZ_MSG.yourScore })).toBeInTheDocument();
  });
});
