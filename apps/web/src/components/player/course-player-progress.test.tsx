import { PROGRESS_REPORT_INTERVAL_MS } from '@cms/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoursePlayer, type PlayerLesson } from './course-player';
import { LESSON_SWITCH_LOADING_MS } from '@/config/ui';

const LESSONS: PlayerLesson[] = [
  { id: 'a', title: 'Welcome', videoUrl: '/api/media/a', durationSeconds: 90 },
  { id: 'b', title: 'Setting up', videoUrl: '/api/media/b', durationSeconds: 300 },
  { id: 'c', title: 'Deploying', videoUrl: '/api/media/c', durationSeconds: 120 },
];

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const position = () => screen.getByTestId('video-position').textContent;
const video = () => screen.getByRole('region', { name: /^Video player:/ }).querySelector('video')!;

/** The browser has read the video's length. */
function loadMetadata(length: number) {
  const v = video();
  Object.defineProperty(v, 'duration', { configurable: true, value: length });
  fireEvent.loadedMetadata(v);
}

/** Plays to `time` seconds (one timeupdate), with `ms` of wall clock passing first. */
function playTo(time: number, ms = 0) {
  act(() => vi.advanceTimersByTime(ms));
  const v = video();
  v.currentTime = time;
  fireEvent.timeUpdate(v);
}

describe('course player for learners', () => {
  it('starts on the given lesson and resumes at its saved position', () => {
    render(<CoursePlayer lessons={LESSONS} initialLessonId="b" startPositions={{ a: 10, b: 42.5 }} />);
    expect(position()).toBe('Video 2 of 3');
    expect(screen.getByRole('heading', { name: 'Setting up' })).toBeInTheDocument();
    loadMetadata(300);
    expect(video().currentTime).toBe(42.5);
    expect(screen.getByTestId('video-time')).toHaveTextContent('0:42 / 5:00');
  });

  it('starts at the beginning when the saved position is at the very end, or the lesson is unknown', () => {
    const { unmount } = render(<CoursePlayer lessons={LESSONS} initialLessonId="a" startPositions={{ a: 90 }} />);
    loadMetadata(90);
    expect(video().currentTime).toBe(0);
    unmount();
    render(<CoursePlayer lessons={LESSONS} initialLessonId="gone" />);
    expect(position()).toBe('Video 1 of 3');
  });

  it(`reports the position every ${PROGRESS_REPORT_INTERVAL_MS} ms while playing, on pause and at the end`, () => {
    const onProgress = vi.fn();
    render(<CoursePlayer lessons={LESSONS} onProgress={onProgress} />);
    loadMetadata(90);
    fireEvent.play(video());
    playTo(1, 1000);
    playTo(3, 2000);
    expect(onProgress).not.toHaveBeenCalled();
    playTo(5.5, PROGRESS_REPORT_INTERVAL_MS - 3000);
    expect(onProgress).toHaveBeenCalledTimes(1);
    expect(onProgress).toHaveBeenLastCalledWith('a', { positionSeconds: 5.5, durationSeconds: 90, reason: 'interval' });
    playTo(6, 500);
    expect(onProgress).toHaveBeenCalledTimes(1);

    fireEvent.pause(video());
    expect(onProgress).toHaveBeenCalledTimes(2);
    expect(onProgress).toHaveBeenLastCalledWith('a', { positionSeconds: 6, durationSeconds: 90, reason: 'pause' });
    // Nothing new: no second report of the same position.
    fireEvent.pause(video());
    expect(onProgress).toHaveBeenCalledTimes(2);

    fireEvent.play(video());
    video().currentTime = 90;
    fireEvent.ended(video());
    expect(onProgress).toHaveBeenCalledTimes(3);
    expect(onProgress).toHaveBeenLastCalledWith('a', { positionSeconds: 90, durationSeconds: 90, reason: 'ended' });
  });

  it('does not report while paused (seeking) until the player pauses or goes away', () => {
    const onProgress = vi.fn();
    render(<CoursePlayer lessons={LESSONS} onProgress={onProgress} />);
    loadMetadata(90);
    playTo(30, PROGRESS_REPORT_INTERVAL_MS * 2);
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('reports the lesson left on a switch, and when the page is hidden', () => {
    const onProgress = vi.fn();
    render(<CoursePlayer lessons={LESSONS} onProgress={onProgress} startPositions={{ b: 20 }} />);
    loadMetadata(90);
    fireEvent.play(video());
    playTo(12, 1000);

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    fireEvent(document, new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    expect(onProgress).toHaveBeenLastCalledWith('a', { positionSeconds: 12, durationSeconds: 90, reason: 'hidden' });

    playTo(14, 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onProgress).toHaveBeenLastCalledWith('a', { positionSeconds: 14, durationSeconds: 90, reason: 'unmount' });
    expect(onProgress).toHaveBeenCalledTimes(2);

    // The next lesson resumes at its saved position: leaving it untouched reports nothing.
    act(() => vi.advanceTimersByTime(LESSON_SWITCH_LOADING_MS));
    loadMetadata(300);
    expect(video().currentTime).toBe(20);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onProgress).toHaveBeenCalledTimes(2);
  });

  it('marks completed lessons in the list and shows the actions of the current lesson', () => {
    render(
      <CoursePlayer
        lessons={LESSONS}
        completedLessonIds={new Set(['a', 'c'])}
        lessonActions={(lesson) => <button type="button">Act on {lesson.title}</button>}
      />,
    );
    const list = screen.getByRole('navigation', { name: 'Course lessons' });
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => b.textContent?.includes('Completed'))).toEqual([true, false, true]);
    expect(screen.getByRole('button', { name: 'Act on Welcome' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Act on Setting up' })).toBeInTheDocument();
  });
});
