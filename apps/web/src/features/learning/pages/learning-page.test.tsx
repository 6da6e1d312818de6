import { LEARNING_MSG, PROGRESS_REPORT_INTERVAL_MS, type CourseProgress } from '@cms/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderApp, requestsSent, stubFetch, USERS } from '@/test/render';
import { makeView } from '@/test/learning-fixtures';

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const lessonState = (lessonId: string, completed: boolean, positionSeconds = 0) => ({
  lessonId,
  positionSeconds,
  furthestSeconds: completed ? 60 : positionSeconds,
  completed,
});

/** Course progress with the given lessons completed (of l1, l2, l3). */
function progressWith(done: string[], positions: Record<string, number> = {}): CourseProgress {
  const ids = ['l1', 'l2', 'l3'];
  const completedLessons = done.length;
  return {
    completedLessons,
    totalLessons: 3,
    progressPercent: Math.floor((completedLessons / 3) * 100),
    status: completedLessons === 3 ? 'Completed' : 'In Progress',
    lessons: ids.map((id) => lessonState(id, done.includes(id), positions[id] ?? 0)),
    resumeLessonId: ids.find((id) => !done.includes(id)) ?? 'l1',
  };
}

const puts = (fetchMock: ReturnType<typeof stubFetch>) =>
  requestsSent(fetchMock, 'PUT').map(([u, init]) => ({
    path: new URL(String(u), 'http://localhost').pathname,
    body: JSON.parse(String(init?.body)) as Record<string, unknown>,
  }));

const video = () => screen.getByRole('region', { name: /^Video player:/ }).querySelector('video')!;
const lessonList = () => screen.getByRole('navigation', { name: 'Course lessons' });

describe('learning page', () => {
  it('starts at the first unfinished lesson and its saved position, with the course progress', async () => {
    stubFetch(USERS.student, {
      'GET /api/my/courses/e1': () => json(makeView(progressWith(['l1'], { l2: 30 }))),
    });
    renderApp('/student/mycourses/view-page/e1');
    expect(await screen.findByRole('heading', { level: 1, name: 'React from Zero' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LEARNING_MSG.backToCourses })).toHaveAttribute(
      'href',
      '/student/mycourses',
    );
    expect(screen.getByTestId('video-position')).toHaveTextContent('Video 2 of 3');
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('1 of 3 lessons completed')).toBeInTheDocument();
    expect(screen.getByText(LEARNING_MSG.inProgress)).toBeInTheDocument();
    const items = within(lessonList()).getAllByRole('button');
    expect(items.map((b) => b.textContent?.includes(LEARNING_MSG.completed))).toEqual([true, false, false]);

    Object.defineProperty(video(), 'duration', { configurable: true, value: 60 });
    fireEvent.loadedMetadata(video());
    expect(video().currentTime).toBe(30);
  });

  it('reports the position while playing and on pause; the answer moves the progress bar', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const fetchMock = stubFetch(USERS.lead, {
      'GET /api/my/courses/e1': () => json(makeView(progressWith([]))),
      'PUT /api/my/courses/e1/lessons/l1/progress': (init) => {
        const body = JSON.parse(String(init?.body)) as { positionSeconds: number };
        const done = body.positionSeconds >= 54 ? ['l1'] : [];
        return json({ success: true, progress: progressWith(done, { l1: body.positionSeconds }) });
      },
    });
    renderApp('/lead/mycourses/view-page/e1');
    await screen.findByRole('heading', { level: 1, name: 'React from Zero' });
    const v = video();
    Object.defineProperty(v, 'duration', { configurable: true, value: 60 });
    fireEvent.loadedMetadata(v);
    fireEvent.play(v);
    now += 1000;
    v.currentTime = 1;
    fireEvent.timeUpdate(v);
    expect(puts(fetchMock)).toEqual([]);
    now += PROGRESS_REPORT_INTERVAL_MS;
    v.currentTime = 6;
    fireEvent.timeUpdate(v);
    await waitFor(() =>
      expect(puts(fetchMock)).toEqual([
        { path: '/api/my/courses/e1/lessons/l1/progress', body: { positionSeconds: 6, durationSeconds: 60 } },
      ]),
    );

    v.currentTime = 57.25;
    fireEvent.pause(v);
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(2));
    expect(puts(fetchMock)[1]!.body).toEqual({ positionSeconds: 57.3, durationSeconds: 60 });
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '33'),
    );
    expect(screen.getByText('1 of 3 lessons completed')).toBeInTheDocument();
    expect(within(lessonList()).getAllByRole('button')[0]).toHaveTextContent(LEARNING_MSG.completed);
  });

  it('Mark as done completes the current lesson', async () => {
    const fetchMock = stubFetch(USERS.student, {
      'GET /api/my/courses/e1': () => json(makeView(progressWith(['l1', 'l2'], { l3: 12 }))),
      'PUT /api/my/courses/e1/lessons/l3/progress': () =>
        json({ success: true, progress: progressWith(['l1', 'l2', 'l3']) }),
    });
    renderApp('/student/mycourses/view-page/e1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: LEARNING_MSG.markDone }));
    expect(await screen.findByText(LEARNING_MSG.markedDone)).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([
      { path: '/api/my/courses/e1/lessons/l3/progress', body: { positionSeconds: 12, completed: true } },
    ]);
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('3 of 3 lessons completed')).toBeInTheDocument();
    expect(screen.getAllByText(LEARNING_MSG.completed).length).toBeGreaterThan(3);
    expect(screen.queryByRole('button', { name: LEARNING_MSG.markDone })).not.toBeInTheDocument();
    expect(screen.getByText('Lesson completed')).toBeInTheDocument();
    // The completion moment, with the way back to My courses.
    const moment = screen
      .getByRole('heading', { name: LEARNING_MSG.courseCompletedTitle })
      .closest<HTMLElement>('[role="status"]')!;
    expect(moment).toHaveTextContent(LEARNING_MSG.courseCompletedBody);
    expect(within(moment).getByRole('link', { name: LEARNING_MSG.goToMyCourses })).toHaveAttribute(
      'href',
      '/student/mycourses',
    );
  });

  it('a course completed before the page opened shows no completion moment', async () => {
    stubFetch(USERS.student, {
      'GET /api/my/courses/e1': () => json(makeView(progressWith(['l1', 'l2', 'l3']))),
    });
    renderApp('/student/mycourses/view-page/e1');
    expect(await screen.findByText('3 of 3 lessons completed')).toBeInTheDocument();
    expect(screen.queryByText(LEARNING_MSG.courseCompletedTitle)).not.toBeInTheDocument();
  });

  it('someone else’s or an unknown enrolment: not found, with a way back to My courses', async () => {
    stubFetch(USERS.lead, {
      'GET /api/my/courses/zz': () => apiError(404, LEARNING_MSG.enrolmentNotFound),
    });
    renderApp('/lead/mycourses/view-page/zz');
    expect(await screen.findByText(LEARNING_MSG.enrolmentNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Courses' })).toHaveAttribute('href', '/lead/mycourses');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
  });
});
