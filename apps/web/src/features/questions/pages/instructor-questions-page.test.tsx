import { QUESTION_MSG, type InstructorQuestion, type InstructorQuestionsPage } from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCard, makeList } from '@/test/courses';
import { json, renderApp, stubFetch, USERS } from '@/test/render';

const QUESTIONS = '/api/instructor/questions';

const makeRow = (overrides: Partial<InstructorQuestion> = {}): InstructorQuestion => ({
  id: 'q1',
  course: { id: 'c1', title: 'React from Zero' },
  lesson: { id: 'l2', title: 'Hooks in depth' },
  asker: { name: 'Ravi Kumar', image: null },
  body: 'Why does useEffect run twice?',
  repliesCount: 0,
  answered: false,
  createdAt: '2025-03-01T10:00:00.000Z',
  ...overrides,
});

const listOf = (questions: InstructorQuestion[], newCount: number): InstructorQuestionsPage => ({
  questions,
  newCount,
  total: questions.length,
  page: 1,
  pageSize: 20,
});

describe('/instructor/questions', { timeout: 20_000 }, () => {
  it('lists the new questions with the count in the nav, filters All and by course, links to the lesson Q&A', async () => {
    const fetchMock = stubFetch(USERS.instructor, {
      [`GET ${QUESTIONS}`]: (_init, url) => {
        const q = url.searchParams;
        if (q.get('pageSize') === '1') return json(listOf([makeRow()], 2));
        if (q.get('courseId') === 'c2') return json(listOf([], 0));
        if (q.get('status') === 'all')
          return json(
            listOf([makeRow(), makeRow({ id: 'q2', body: 'Answered one', answered: true, repliesCount: 1 })], 2),
          );
        return json(listOf([makeRow(), makeRow({ id: 'q3', body: 'Another new one' })], 2));
      },
      'GET /api/instructor/courses': () =>
        json(
          makeList([makeCard({ id: 'c1', title: 'React from Zero' }), makeCard({ id: 'c2', title: 'Node Basics' })]),
        ),
    });
    renderApp('/instructor/questions');
    expect(await screen.findByRole('heading', { name: QUESTION_MSG.pageTitle, level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: QUESTION_MSG.pageTitle });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Another new one')).toBeInTheDocument();
    expect(within(list).getAllByRole('link', { name: QUESTION_MSG.openLesson })[0]).toHaveAttribute(
      'href',
      '/instructor/courses/coureview/c1?lesson=l2#qa',
    );
    expect(screen.getByText(QUESTION_MSG.newCount(2))).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Instructor navigation' });
    expect(await within(nav).findByRole('link', { name: /^Questions, 2 new questions/ })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: QUESTION_MSG.statusFilter }), QUESTION_MSG.statusAll);
    expect(await screen.findByText('Answered one')).toBeInTheDocument();
    expect(screen.getByText(QUESTION_MSG.answered)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: QUESTION_MSG.courseFilter }), 'Node Basics');
    expect(await screen.findByText(QUESTION_MSG.noQuestions)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([u]) => String(u).includes('courseId=c2') && String(u).includes('status=all')),
      ).toBe(true),
    );
  });

  it('no new questions: the empty state', async () => {
    stubFetch(USERS.instructor, {
      [`GET ${QUESTIONS}`]: () => json(listOf([], 0)),
      'GET /api/instructor/courses': () => json(makeList([])),
    });
    renderApp('/instructor/questions');
    expect(await screen.findByText(QUESTION_MSG.noNewQuestions)).toBeInTheDocument();
  });
});
