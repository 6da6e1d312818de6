import {
  QUESTION_MSG,
  type LessonQuestion,
  type LessonQuestionsPage,
  type QuestionAuthor,
  type QuestionReply,
} from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDetail } from '@/test/courses';
import { makeView } from '@/test/learning-fixtures';
import { json, renderApp, requestsSent, stubFetch, USERS, type Handler } from '@/test/render';

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => {
  vi.restoreAllMocks();
});

const LESSON = '/api/courses/c1/lessons/l1/questions';
const ravi: QuestionAuthor = { id: USERS.student.userId, name: 'Ravi Kumar', image: null, role: 'Student' };
const sen: QuestionAuthor = { id: USERS.instructor.userId, name: 'Dr Sen', image: null, role: 'Instructor' };
const meera: QuestionAuthor = { id: USERS.lead.userId, name: 'Meera Nair', image: null, role: 'Lead' };

const makeReply = (overrides: Partial<QuestionReply> = {}): QuestionReply => ({
  id: 'r1',
  body: 'Because of StrictMode.',
  author: sen,
  byInstructor: true,
  accepted: false,
  createdAt: '2025-03-02T10:00:00.000Z',
  ...overrides,
});

const makeQuestion = (overrides: Partial<LessonQuestion> = {}): LessonQuestion => ({
  id: 'q1',
  lessonId: 'l1',
  body: 'Why does useEffect run twice?',
  author: ravi,
  createdAt: '2025-03-01T10:00:00.000Z',
  acceptedReplyId: null,
  replies: [],
  mine: false,
  unreadReplies: 0,
  ...overrides,
});

const page = (questions: LessonQuestion[], overrides: Partial<LessonQuestionsPage> = {}): LessonQuestionsPage => ({
  questions,
  canAsk: true,
  canReply: true,
  canAccept: false,
  total: questions.length,
  page: 1,
  pageSize: 10,
  ...overrides,
});

const bodies = (fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) =>
  requestsSent(fetchMock, method, path).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

function learner(handlers: Record<string, Handler>) {
  const fetchMock = stubFetch(USERS.student, { 'GET /api/my/courses/e1': () => json(makeView()), ...handlers });
  renderApp('/student/mycourses/view-page/e1');
  return fetchMock;
}

const qa = () => screen.findByRole('region', { name: QUESTION_MSG.title });

describe('lesson Q&A on the learning page', { timeout: 20_000 }, () => {
  it('empty: says so, and a learner asks a question (trimmed) that then shows', async () => {
    let questions: LessonQuestion[] = [];
    const fetchMock = learner({
      [`GET ${LESSON}`]: () => json(page(questions)),
      [`POST ${LESSON}`]: () => {
        questions = [makeQuestion({ body: 'What is a ref?', mine: true })];
        return json({ success: true, message: QUESTION_MSG.asked, question: questions[0] }, 201);
      },
    });
    const region = await qa();
    expect(await within(region).findByText(QUESTION_MSG.empty)).toBeInTheDocument();
    expect(within(region).getByText(QUESTION_MSG.emptyHint)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: QUESTION_MSG.ask }));
    expect(await within(region).findByText(QUESTION_MSG.textRequired)).toBeInTheDocument();
    expect(requestsSent(fetchMock, 'POST', LESSON)).toHaveLength(0);

    await user.type(within(region).getByLabelText(QUESTION_MSG.askLabel), '  What is a ref?  ');
    await user.click(within(region).getByRole('button', { name: QUESTION_MSG.ask }));
    await waitFor(() => expect(bodies(fetchMock, 'POST', LESSON)).toEqual([{ text: 'What is a ref?' }]));
    const list = await within(region).findByRole('list', { name: 'Questions' });
    expect(within(list).getByText('What is a ref?')).toBeInTheDocument();
    expect(await screen.findByText(QUESTION_MSG.asked)).toBeInTheDocument();
  });

  it("lists replies with the instructor's badge and the accepted answer marked; replies from the box", async () => {
    const accepted = makeReply({ id: 'r2', body: 'Use a cleanup function.', accepted: true });
    const fromLead = makeReply({ id: 'r1', body: 'Same here!', author: meera, byInstructor: false });
    const fetchMock = learner({
      [`GET ${LESSON}`]: () => json(page([makeQuestion({ acceptedReplyId: 'r2', replies: [accepted, fromLead] })])),
      'POST /api/questions/q1/replies': () =>
        json({ success: true, message: QUESTION_MSG.replied, reply: makeReply({ id: 'r3', author: ravi }) }, 201),
    });
    const region = await qa();
    const replies = await within(region).findByRole('list', { name: QUESTION_MSG.replies(2) });
    const items = within(replies).getAllByRole('listitem');
    expect(items[0]).toHaveAccessibleName(QUESTION_MSG.accepted);
    expect(within(items[0]!).getByText('Use a cleanup function.')).toBeInTheDocument();
    expect(within(items[0]!).getByText(QUESTION_MSG.instructor)).toBeInTheDocument();
    expect(within(items[1]!).queryByText(QUESTION_MSG.instructor)).toBeNull();
    // A learner may not accept.
    expect(within(region).queryByRole('button', { name: QUESTION_MSG.accept })).toBeNull();

    const user = userEvent.setup();
    await user.type(within(region).getByPlaceholderText(QUESTION_MSG.replyPlaceholder), 'Thanks, that fixed it');
    await user.click(within(region).getByRole('button', { name: QUESTION_MSG.reply }));
    await waitFor(() =>
      expect(bodies(fetchMock, 'POST', '/api/questions/q1/replies')).toEqual([{ text: 'Thanks, that fixed it' }]),
    );
    expect(await screen.findByText(QUESTION_MSG.replied)).toBeInTheDocument();
  });

  it('marks my question with new replies, and reads it on view', async () => {
    let read = false;
    const fetchMock = learner({
      [`GET ${LESSON}`]: () => json(page([makeQuestion({ mine: true, unreadReplies: 1, replies: [makeReply()] })])),
      'PUT /api/questions/q1/read': () => {
        read = true;
        return json({ count: 0 });
      },
      'GET /api/my/questions/unread': () => json({ count: read ? 0 : 1 }),
    });
    const region = await qa();
    expect(await within(region).findByText(QUESTION_MSG.unread)).toBeInTheDocument();
    await waitFor(() => expect(requestsSent(fetchMock, 'PUT', '/api/questions/q1/read')).toHaveLength(1));
    // The My Courses badge takes the count the server answered.
    const nav = screen.getByRole('navigation', { name: 'Student navigation' });
    await waitFor(() => expect(within(nav).queryByTestId('qa-unread-badge')).toBeNull());
  });

  it('shows more questions on "Show more"', async () => {
    const fetchMock = learner({
      [`GET ${LESSON}`]: (_init, url) =>
        url.searchParams.get('page') === '2'
          ? json(page([makeQuestion({ id: 'q2', body: 'Older question' })], { page: 2, pageSize: 1, total: 2 }))
          : json(page([makeQuestion({ body: 'Newer question' })], { pageSize: 1, total: 2 })),
    });
    const region = await qa();
    expect(await within(region).findByText('Newer question')).toBeInTheDocument();
    await userEvent.setup().click(within(region).getByRole('button', { name: QUESTION_MSG.showMore }));
    expect(await within(region).findByText('Older question')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: QUESTION_MSG.showMore })).toBeNull();
    expect(requestsSent(fetchMock, 'GET').length).toBeGreaterThan(0);
  });

  it('a failed load shows the error with Try again', async () => {
    learner({ [`GET ${LESSON}`]: () => json({ error: { code: 'INTERNAL', message: 'Server down' } }, 500) });
    const region = await qa();
    expect(await within(region).findByRole('alert')).toHaveTextContent('Server down');
  });
});

describe("lesson Q&A under the instructor's course player", { timeout: 20_000 }, () => {
  it('the instructor sees the badge on their reply and accepts an answer (the lesson from ?lesson=)', async () => {
    const course = makeDetail({
      id: 'c1',
      lessons: makeView().course.lessons,
      viewer: { enrolled: false, enrolmentId: null, isOwner: true, canWatch: true },
    });
    const path = '/api/courses/c1/lessons/l2/questions';
    const reply = makeReply({ id: 'r9', body: 'A learner answer', author: meera, byInstructor: false });
    const fetchMock = stubFetch(USERS.instructor, {
      'GET /api/instructor/courses/c1': () => json(course),
      [`GET ${path}`]: () =>
        json(page([makeQuestion({ lessonId: 'l2', replies: [reply] })], { canAsk: false, canAccept: true })),
      'PUT /api/questions/q1/accepted': () =>
        json({ success: true, message: QUESTION_MSG.acceptedSaved, acceptedReplyId: 'r9' }),
    });
    renderApp('/instructor/courses/coureview/c1?lesson=l2');
    const region = await qa();
    expect(within(region).getByLabelText(QUESTION_MSG.lessonLabel)).toHaveValue('l2');
    expect(await within(region).findByText('A learner answer')).toBeInTheDocument();
    // The instructor does not ask.
    expect(within(region).queryByRole('button', { name: QUESTION_MSG.ask })).toBeNull();

    await userEvent.setup().click(within(region).getByRole('button', { name: QUESTION_MSG.accept }));
    await waitFor(() => expect(bodies(fetchMock, 'PUT', '/api/questions/q1/accepted')).toEqual([{ replyId: 'r9' }]));
    expect(await screen.findByText(QUESTION_MSG.acceptedSaved)).toBeInTheDocument();
  });

  it("follows the player's lesson, and a link's ?lesson= opens the player and the Q&A on that lesson", async () => {
    const lessonPath = (id: string) => `/api/courses/c1/lessons/${id}/questions`;
    stubFetch(USERS.student, {
      'GET /api/my/courses/e1': () => json(makeView()),
      [`GET ${lessonPath('l1')}`]: () => json(page([])),
      [`GET ${lessonPath('l2')}`]: () => json(page([makeQuestion({ body: 'About hooks?' })])),
      [`GET ${lessonPath('l3')}`]: () => json(page([])),
    });
    renderApp('/student/mycourses/view-page/e1?lesson=l3');
    const region = await qa();
    expect(await screen.findByTestId('video-position')).toHaveTextContent('Video 3 of 3');
    const select = within(region).getByLabelText(QUESTION_MSG.lessonLabel);
    expect(select).toHaveTextContent('Shipping it');

    // Another lesson in the player: the Q&A moves with it.
    const user = userEvent.setup();
    const nav = screen.getByRole('navigation', { name: 'Course lessons' });
    await user.click(within(nav).getByRole('button', { name: /Hooks in depth/ }));
    expect(await within(region).findByText('About hooks?')).toBeInTheDocument();
    expect(select).toHaveTextContent('Hooks in depth');
  });
});
