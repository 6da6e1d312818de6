/**
 * Issue 22: the instructor sees a lesson video's renditions being made — "Processing NN %" with a
 * progress bar, read again every VIDEO_PROCESSING_POLL_MS until ready or failed — on the course's page and in
 * the editor (which still saves meanwhile); a failed one says "Could not process this video" in the
 * error style; a ready one shows nothing.
 */
import { COURSE_MSG, VIDEO_MSG, type LessonVideoProcessing, type VideoProcessing } from '@cms/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VIDEO_PROCESSING_POLL_MS } from '@/config/ui';
import { makeDetail } from '@/test/courses';
import { json, renderApp, requestsSent, stubFetch, USERS } from '@/test/render';

/** A lesson id as the server makes them (the editor's schema wants a UUID). */
const LESSON = '6f1c2b1e-8c1a-4c55-9a57-3f1f4d1b2a10';
const STATUS_PATH = `/api/lessons/${LESSON}/video-processing`;

function ownCourse(processing: VideoProcessing | null) {
  const base = makeDetail({
    id: 'c1',
    isPublished: false,
    viewer: { enrolled: false, enrolmentId: null, isOwner: true, canWatch: true },
  });
  return {
    ...base,
    lessons: base.lessons.map((l) => (l.id === 'l1' ? { ...l, id: LESSON, videoProcessing: processing } : l)),
  };
}

/** The status route answers these in turn (the last one again after them). */
function statusAnswers(...answers: VideoProcessing[]) {
  let n = 0;
  return () => {
    const processing = answers[Math.min(n++, answers.length - 1)]!;
    const body: LessonVideoProcessing = {
      lessonId: LESSON,
      videoProcessing: processing,
      hlsUrl: processing.state === 'ready' ? `/api/hls/${LESSON}/master.m3u8` : null,
    };
    return json(body);
  };
}

const statusRequests = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([u]) => String(u).endsWith(STATUS_PATH));

afterEach(() => {
  vi.useRealTimers();
});

describe('a lesson video being processed', () => {
  it('the course page shows Processing NN % with a progress bar, polls every 2 s, and shows nothing once ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const course = ownCourse({ state: 'processing', percent: 10 });
    const fetchMock = stubFetch(USERS.instructor, {
      'GET /api/instructor/courses/c1': () => json(course),
      [`GET ${STATUS_PATH}`]: statusAnswers(
        { state: 'processing', percent: 40 },
        { state: 'processing', percent: 75 },
        { state: 'ready', percent: 100 },
      ),
    });
    renderApp('/instructor/courses/view/c1');
    const bar = await screen.findByRole('progressbar', { name: VIDEO_MSG.processing(40) });
    expect(bar).toHaveAttribute('aria-valuenow', '40');

    await act(() => vi.advanceTimersByTimeAsync(VIDEO_PROCESSING_POLL_MS));
    expect(await screen.findByRole('progressbar', { name: VIDEO_MSG.processing(75) })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    await act(() => vi.advanceTimersByTimeAsync(VIDEO_PROCESSING_POLL_MS));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByText(/Processing/)).not.toBeInTheDocument();

    // Ready is final: no more requests.
    const asked = statusRequests(fetchMock).length;
    expect(asked).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(VIDEO_PROCESSING_POLL_MS * 3));
    expect(statusRequests(fetchMock)).toHaveLength(asked);
  });

  it('queued: "Waiting to be processed" at 0 %', async () => {
    stubFetch(USERS.instructor, {
      'GET /api/instructor/courses/c1': () => json(ownCourse({ state: 'queued', percent: 0 })),
      [`GET ${STATUS_PATH}`]: statusAnswers({ state: 'queued', percent: 0 }),
    });
    renderApp('/instructor/courses/view/c1');
    const bar = await screen.findByRole('progressbar', { name: VIDEO_MSG.queued });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
  });

  it('failed: "Could not process this video" as an alert, with what to do; no polling', async () => {
    const fetchMock = stubFetch(USERS.instructor, {
      'GET /api/instructor/courses/c1': () => json(ownCourse({ state: 'failed', percent: 0 })),
      [`GET ${STATUS_PATH}`]: statusAnswers({ state: 'failed', percent: 0 }),
    });
    renderApp('/instructor/courses/view/c1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(VIDEO_MSG.failed);
    expect(alert).toHaveTextContent(VIDEO_MSG.failedHint);
    expect(alert.className).toMatch(/text-destructive/);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(statusRequests(fetchMock)).toHaveLength(0);
  });

  it('ready (no processing on the lesson): nothing extra, no requests', async () => {
    const fetchMock = stubFetch(USERS.instructor, {
      'GET /api/instructor/courses/c1': () => json(ownCourse(null)),
    });
    renderApp('/instructor/courses/view/c1');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('video-processing')).not.toBeInTheDocument();
    expect(statusRequests(fetchMock)).toHaveLength(0);
  });

  it('the editor shows it under the saved video, and saving is not held back by it', async () => {
    const withTwo = ownCourse({ state: 'processing', percent: 20 });
    // One complete section (the second one of the fixture has no video); media ids are UUIDs, as uploads make them.
    const course = {
      ...withTwo,
      thumbnailId: '0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
      lessons: [{ ...withTwo.lessons[0]!, videoId: '1c7e8d2f-3e4b-4c6d-9eaf-1a2b3c4d5e6f' }],
      lessonCount: 1,
    };
    const fetchMock = stubFetch(USERS.instructor, {
      'GET /api/courses/c1': () => json(course),
      [`GET ${STATUS_PATH}`]: statusAnswers({ state: 'processing', percent: 55 }),
      'PUT /api/instructor/courses/c1': () => json({ success: true, message: COURSE_MSG.courseUpdated, course }),
    });
    const { router } = renderApp('/instructor/new?edit=c1');
    expect(await screen.findByRole('progressbar', { name: VIDEO_MSG.processing(55) })).toBeInTheDocument();
    expect(screen.getByText(VIDEO_MSG.originalPlaysMeanwhile)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/instructor/courses'));
    expect(requestsSent(fetchMock, 'PUT')).toHaveLength(1);
  });
});
