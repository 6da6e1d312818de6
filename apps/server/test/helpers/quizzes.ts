/** Quiz helpers: a quiz lesson's input, a course with videos and a quiz, the quiz API's paths and calls. */
import {
  COURSE_API,
  QUIZ_API,
  TRUE_FALSE_OPTIONS,
  type CourseQuizzes,
  type QuizInput,
  type QuizPaper,
  type QuizSubmitResponse,
  type QuizView,
} from '@cms/contract';
import { expect } from 'vitest';
import type { TestApp } from './app.js';
import type { Client, Res } from './client.js';
import { courseInput, pathOf, uploadThumbnail, uploadVideo } from './courses.js';
import { enrolAt } from './learning.js';
import type { TestUser } from './users.js';

/** Text only the explanations hold: absent from every answer a learner gets before answers are revealed. */
export const SECRET = 'Zanzibar-explanation';

/** Three questions (single, multiple, true/false), each with an explanation holding SECRET. */
export function quizInput(overrides: Partial<QuizInput> = {}): QuizInput {
  return {
    passMarkPercent: 60,
    maxAttempts: null,
    timeLimitMinutes: null,
    shuffleQuestions: false,
    shuffleOptions: false,
    display: 'all',
    questions: [
      {
        kind: 'single',
        prompt: 'What is 2 + 2?',
        explanation: `${SECRET} one: arithmetic`,
        options: [
          { text: '3', correct: false },
          { text: '4', correct: true },
          { text: '5', correct: false },
        ],
      },
      {
        kind: 'multiple',
        prompt: 'Which are prime?',
        explanation: `${SECRET} two: primes`,
        options: [
          { text: '2', correct: true },
          { text: '4', correct: false },
          { text: '7', correct: true },
        ],
      },
      {
        kind: 'true_false',
        prompt: 'The sky is blue.',
        explanation: `${SECRET} three: sky`,
        options: TRUE_FALSE_OPTIONS.map((text) => ({ text, correct: text === 'True' })),
      },
    ],
    ...overrides,
  };
}

export const quizLesson = (quiz: QuizInput, title = 'Check yourself') => ({ kind: 'quiz' as const, title, quiz });

export interface QuizCourse {
  id: string;
  thumbnailId: string;
  videoIds: string[];
  /** Lesson ids in curriculum order (the quiz last). */
  lessonIds: string[];
  quizLessonId: string;
}

export interface QuizCourseOptions {
  videos?: number;
  quiz?: QuizInput;
  publish?: boolean;
  title?: string;
}

/** A course of `videos` video lessons then one quiz lesson, created (and published) by `client`. */
export async function createQuizCourse(client: Client, opts: QuizCourseOptions = {}): Promise<QuizCourse> {
  const thumbnailId = await uploadThumbnail(client);
  const videoIds: string[] = [];
  for (let i = 0; i < (opts.videos ?? 1); i++) videoIds.push(await uploadVideo(client));
  const input = courseInput(thumbnailId, videoIds, { title: opts.title ?? 'Quiz Course' });
  const res = await client.post(COURSE_API.instructorCourses, {
    ...input,
    lessons: [...input.lessons, quizLesson(opts.quiz ?? quizInput())],
    publish: opts.publish ?? true,
  });
  expect(res.status, res.text).toBe(201);
  const lessonIds = (res.body.course.lessons as { id: string }[]).map((l) => l.id);
  return { id: res.body.course.id, thumbnailId, videoIds, lessonIds, quizLessonId: lessonIds.at(-1)! };
}

const quizPath = (template: string, enrolmentId: string, lessonId: string, attemptId = '') =>
  template.replace(':enrolmentId', enrolmentId).replace(':lessonId', lessonId).replace(':attemptId', attemptId);

export const paths = {
  courseQuizzes: (courseId: string) => pathOf(QUIZ_API.courseQuizzes, courseId),
  quiz: (e: string, l: string) => quizPath(QUIZ_API.quiz, e, l),
  attempts: (e: string, l: string) => quizPath(QUIZ_API.attempts, e, l),
  attempt: (e: string, l: string, a: string) => quizPath(QUIZ_API.attempt, e, l, a),
  submit: (e: string, l: string, a: string) => quizPath(QUIZ_API.submit, e, l, a),
};

export async function definitions(client: Client, courseId: string): Promise<CourseQuizzes> {
  const res = await client.get(paths.courseQuizzes(courseId));
  expect(res.status, res.text).toBe(200);
  return res.body as CourseQuizzes;
}

/** Per question id of the owner's quiz: the correct option ids, and one wrong answer. */
export async function answerKey(owner: Client, courseId: string, lessonId: string) {
  const quiz = (await definitions(owner, courseId)).quizzes.find((q) => q.lessonId === lessonId)!;
  const right: Record<string, string[]> = {};
  const wrong: Record<string, string[]> = {};
  for (const q of quiz.questions) {
    right[q.id] = q.options.filter((o) => o.correct).map((o) => o.id);
    wrong[q.id] = [q.options.find((o) => !o.correct)!.id];
  }
  return { right, wrong, quiz };
}

/**
 * `owner`'s quiz course (createQuizCourse with `opts`) with `learner` enrolled (in the database): the
 * course, the enrolment, the quiz lesson `l` and the quiz's answer key (right, wrong, quiz).
 */
export async function learnerAtQuiz(t: TestApp, owner: TestUser, learner: TestUser, opts: QuizCourseOptions = {}) {
  const course = await createQuizCourse(owner.client, opts);
  const enrolmentId = await enrolAt(t, learner.userId, course.id);
  const l = course.quizLessonId;
  return { course, enrolmentId, l, ...(await answerKey(owner.client, course.id, l)) };
}

export async function quizView(client: Client, enrolmentId: string, lessonId: string): Promise<QuizView> {
  const res = await client.get(paths.quiz(enrolmentId, lessonId));
  expect(res.status, res.text).toBe(200);
  return res.body as QuizView;
}

export async function start(client: Client, enrolmentId: string, lessonId: string): Promise<QuizPaper> {
  const res = await client.post(paths.attempts(enrolmentId, lessonId), {});
  expect(res.status, res.text).toBe(200);
  return res.body as QuizPaper;
}

export const submitRaw = (
  client: Client,
  e: string,
  l: string,
  a: string,
  answers: Record<string, string[]>,
): Promise<Res> => client.post(paths.submit(e, l, a), { answers });

export async function submit(
  client: Client,
  e: string,
  l: string,
  a: string,
  answers: Record<string, string[]>,
): Promise<QuizSubmitResponse> {
  const res = await submitRaw(client, e, l, a, answers);
  expect(res.status, res.text).toBe(200);
  return res.body as QuizSubmitResponse;
}

/** The answers a learner must not see before they are revealed: no `correct` flags, no explanations. */
export function expectNoAnswers(res: Res | { text: string }, label: string): void {
  expect(res.text, label).not.toMatch(/"correct"\s*:/);
  expect(res.text, label).not.toMatch(/"answeredCorrectly"\s*:/);
  expect(res.text, label).not.toMatch(/"explanation"\s*:/);
  expect(res.text, label).not.toContain(SECRET);
}
