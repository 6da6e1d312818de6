/**
 * Demo data that shows learning (issue 20): captions in English and Hindi on the React course's first
 * lesson; the demo student finishes the React course (every video watched, the quiz failed once, then
 * passed) and so holds a certificate; buyers of Machine Learning Foundations pass or fail its
 * checkpoint; questions under lessons, one answered by the instructor and accepted, one still new. Everything goes through the services, as a learner's clicks would.
 */
import { readFileSync } from 'node:fs';
import { and, asc, eq } from 'drizzle-orm';
import type { QuizPaper, QuizSubmission } from '@cms/contract';
import type { Db } from '../db/client.js';
import { enrolments, lessons } from '../db/schema/index.js';
import type { Services } from '../services.js';
import { DEMO_ASSETS } from './courses.js';
import { DEMO_QUIZZES, type DemoQuiz } from './quizzes.js';

type LearningServices = Pick<Services, 'captions' | 'learning' | 'quizzes' | 'questions'>;
interface Person {
  id: string;
  role: 'Student' | 'Lead' | 'Instructor';
}

const DEMO_CAPTIONS = [
  { language: 'en', label: 'English', file: 'react-1.en.vtt' },
  { language: 'hi', label: 'हिन्दी', file: 'react-1.hi.vtt' },
] as const;

/** The course's lessons in order. */
function lessonsOf(db: Db, courseId: string) {
  return db
    .select({ id: lessons.id, kind: lessons.kind })
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.position));
}

async function enrolmentOf(db: Db, userId: string, courseId: string): Promise<string> {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
  if (!row) throw new Error(`demo: no enrolment of ${userId} in ${courseId}`);
  return row.id;
}

/** Answers to a paper from the demo quiz's definition: every one right, or every one wrong. */
function answersTo(paper: QuizPaper, quiz: DemoQuiz, right: boolean): QuizSubmission {
  const answers: Record<string, string[]> = {};
  for (const q of paper.questions) {
    const defined = quiz.quiz.questions.find((d) => d.prompt === q.prompt)!;
    const correct = new Set(defined.options.filter((o) => o.correct).map((o) => o.text));
    const chosen = q.options.filter((o) => correct.has(o.text) === right);
    answers[q.id] = (right ? chosen : chosen.slice(0, 1)).map((o) => o.id);
  }
  return { answers };
}

async function takeQuiz(
  s: LearningServices,
  learner: Person,
  enrolmentId: string,
  lessonId: string,
  quiz: DemoQuiz,
  pass: boolean,
): Promise<void> {
  const viewer = { userId: learner.id, role: learner.role };
  const paper = await s.quizzes.start(viewer, enrolmentId, lessonId);
  await s.quizzes.submit(viewer, enrolmentId, lessonId, paper.attempt.id, answersTo(paper, quiz, pass));
}

export async function seedDemoLearning(
  db: Db,
  s: LearningServices,
  cast: { instructor: Person; student: Person; lead: Person; courseIds: Map<string, string>; appUrl: string },
): Promise<void> {
  const { instructor, student, lead, courseIds } = cast;
  const react = courseIds.get('react')!;
  const pythonData = courseIds.get('python-data')!;
  const reactLessons = await lessonsOf(db, react);
  const pythonLessons = await lessonsOf(db, pythonData);
  const ml = courseIds.get('ml')!;
  const mlLessons = await lessonsOf(db, ml);
  const reactQuiz = DEMO_QUIZZES.find((q) => q.course === 'react')!;
  const mlQuiz = DEMO_QUIZZES.find((q) => q.course === 'ml')!;
  const quizLesson = (rows: { id: string; kind: string }[]) => rows.find((l) => l.kind === 'quiz')!.id;

  // Captions on the React course's first lesson.
  const instructorViewer = { userId: instructor.id, role: instructor.role };
  for (const c of DEMO_CAPTIONS) {
    await s.captions.save(
      instructorViewer,
      { courseId: react, lessonId: reactLessons[0]!.id, language: c.language },
      c.label,
      readFileSync(`${DEMO_ASSETS}${c.file}`),
    );
  }

  // The demo student finishes the React course: every video, then the quiz (failed once, then passed).
  const studentEnrolment = await enrolmentOf(db, student.id, react);
  for (const l of reactLessons.filter((l) => l.kind === 'video')) {
    await s.learning.completeLesson(student.id, react, l.id);
  }
  await takeQuiz(s, student, studentEnrolment, quizLesson(reactLessons), reactQuiz, false);
  await takeQuiz(s, student, studentEnrolment, quizLesson(reactLessons), reactQuiz, true);

  // Buyers of Machine Learning Foundations: the first passes its checkpoint, the next two fail it.
  const buyers = await db
    .select({ id: enrolments.id, userId: enrolments.userId })
    .from(enrolments)
    .where(eq(enrolments.courseId, ml))
    .orderBy(asc(enrolments.createdAt), asc(enrolments.id))
    .limit(3);
  for (const [i, e] of buyers.entries()) {
    await takeQuiz(s, { id: e.userId, role: 'Student' }, e.id, quizLesson(mlLessons), mlQuiz, i === 0);
  }

  // Questions under lessons: one answered by the instructor and accepted, one still new.
  const studentViewer = { userId: student.id, role: student.role };
  const asked = await s.questions.ask(
    studentViewer,
    react,
    reactLessons[1]!.id,
    'When should a value live in state rather than in props?',
  );
  const answer = await s.questions.reply(
    instructorViewer,
    asked.question.id,
    'When the component itself changes it over time. Values a parent decides come in as props; ' +
      'keep state as close as you can to where it is used.',
    cast.appUrl,
  );
  await s.questions.accept(instructorViewer, asked.question.id, answer.reply.id);
  await s.questions.ask(
    { userId: lead.id, role: lead.role },
    pythonData,
    pythonLessons[1]!.id,
    'Is np.array faster than a Python list for adding two columns?',
  );
}
