import { COURSE_MSG } from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeDetail } from '@/test/courses';
import { apiError, json, renderApp, stubFetch, USERS } from '@/test/render';

const OWN = makeDetail({
  id: 'c1',
  title: 'My React Course',
  isPublished: true,
  viewer: { enrolled: false, enrolmentId: null, isOwner: true, canWatch: true },
});
/** Another instructor's published course: its public page answers, the instructor's own read does not. */
const FOREIGN = makeDetail({ id: 'c2', title: 'Someone Else’s Course', isPublished: true });

function stub() {
  return stubFetch(USERS.instructor, {
    'GET /api/instructor/courses/c1': () => json(OWN),
    'GET /api/instructor/courses/c2': () => apiError(404, COURSE_MSG.courseNotFound),
    'GET /api/courses/c1': () => json(OWN),
    'GET /api/courses/c2': () => json(FOREIGN),
  });
}

const actionNames = ['Unpublish', 'Edit', 'Delete Course'];

describe('instructor course page (/instructor/courses/view/:id)', () => {
  it('the own course: its overview with Unpublish, Edit and Delete Course', async () => {
    stub();
    renderApp('/instructor/courses/view/c1');
    expect(await screen.findByRole('heading', { level: 1, name: OWN.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/instructor/new?edit=c1');
    expect(screen.getByRole('button', { name: 'Delete Course' })).toBeInTheDocument();
  });

  it('Unpublish asks first: Cancel changes nothing, Unpublish in the dialog sends isPublished false', async () => {
    const sent: unknown[] = [];
    stubFetch(USERS.instructor, {
      'GET /api/instructor/courses/c1': () => json(OWN),
      'GET /api/courses/c1': () => json(OWN),
      'PUT /api/instructor/courses/c1/publish': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return json({ success: true, message: COURSE_MSG.courseUnpublished, course: { ...OWN, isPublished: false } });
      },
    });
    renderApp('/instructor/courses/view/c1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    let dialog = await screen.findByRole('alertdialog', { name: COURSE_MSG.unpublishTitle });
    expect(dialog).toHaveTextContent(COURSE_MSG.unpublishBody);
    await user.click(within(dialog).getByRole('button', { name: COURSE_MSG.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    dialog = await screen.findByRole('alertdialog', { name: COURSE_MSG.unpublishTitle });
    await user.click(within(dialog).getByRole('button', { name: COURSE_MSG.unpublish }));
    await waitFor(() => expect(sent).toEqual([{ isPublished: false }]));
    expect(await screen.findByText(COURSE_MSG.courseUnpublished)).toBeInTheDocument();
  });

  it("another instructor's course: Course not found, with no Unpublish, Edit or Delete", async () => {
    stub();
    renderApp('/instructor/courses/view/c2');
    expect(await screen.findByText(COURSE_MSG.courseNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: FOREIGN.title })).not.toBeInTheDocument();
    for (const name of actionNames) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/instructor/courses');
  });

  it("another instructor's course in the player (/instructor/courses/coureview/:id): Course not found", async () => {
    stub();
    renderApp('/instructor/courses/coureview/c2');
    expect(await screen.findByText(COURSE_MSG.courseNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: FOREIGN.title })).not.toBeInTheDocument();
  });
});
