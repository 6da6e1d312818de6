import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoursePlayer, type PlayerLesson } from './course-player';
import { LEARNING_MSG, QUIZ_MSG } from '@cms/contract';
import { AUTO_ADVANCE_SECONDS, CONTROLS_AUTO_HIDE_MS, LESSON_SWITCH_LOADING_MS, SEEK_STEP_SECONDS } from '@/config/ui';

const LESSONS: PlayerLesson[] = [
  { id: 'a', title: 'Welcome', videoUrl: '/api/media/a', durationSeconds: 90, freePreview: true },
  { id: 'b', title: 'Setting up', videoUrl: '/api/media/b', durationSeconds: 300 },
  { id: 'c', title: 'Deploying', videoUrl: null, durationSeconds: null },
];

let play: ReturnType<typeof vi.fn>;
let pause: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as () => Promise<void>);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause as () => void);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const position = () => screen.getByTestId('video-position').textContent;
const player = () => screen.getByRole('region', { name: /^Video player:/ });
const video = () => player().querySelector('video')!;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Lets the play() promise settle. */
const flush = () => act(async () => {});

describe('course player', () => {
  it('starts on video 1 of M with Previous disabled, and Next disabled on the last', () => {
    render(<CoursePlayer lessons={LESSONS} />);
    expect(position()).toBe('Video 1 of 3');
    expect(screen.getByText('Now Playing')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    const list = screen.getByRole('navigation', { name: 'Course lessons' });
    expect(within(list).getByRole('button', { name: /Video 1.*Welcome/ })).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('button', { name: /Video 3.*Deploying.*locked/ })).toBeInTheDocument();
    // Our controls only: the native ones are off.
    expect(video()).not.toHaveAttribute('controls');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(position()).toBe('Video 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(position()).toBe('Video 3 of 3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    advance(LESSON_SWITCH_LOADING_MS);
    expect(screen.getByText('This lesson is locked.')).toBeInTheDocument();
  });

  it(`shows "Loading video..." for ${LESSON_SWITCH_LOADING_MS} ms after every switch`, () => {
    render(<CoursePlayer lessons={LESSONS} />);
    expect(screen.queryByText('Loading video...')).not.toBeInTheDocument();
    expect(player()).toHaveAccessibleName('Video player: Welcome');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Loading video...')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Video player:/ })).not.toBeInTheDocument();
    advance(LESSON_SWITCH_LOADING_MS - 1);
    expect(screen.getByText('Loading video...')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Loading video...')).not.toBeInTheDocument();
    expect(player()).toHaveAccessibleName('Video player: Setting up');
    expect(video()).toHaveAttribute('src', '/api/media/b');

    // Picking from the list is a switch too.
    fireEvent.click(screen.getByRole('button', { name: /Video 1.*Welcome/ }));
    expect(position()).toBe('Video 1 of 3');
    expect(screen.getByText('Loading video...')).toBeInTheDocument();
    advance(LESSON_SWITCH_LOADING_MS);
    expect(player()).toHaveAccessibleName('Video player: Welcome');
  });

  it('space toggles play and pause when the player has focus or nothing has, not while typing', async () => {
    render(
      <>
        <input aria-label="Notes" />
        <CoursePlayer lessons={LESSONS} />
      </>,
    );
    player().focus();
    fireEvent.keyDown(player(), { key: ' ' });
    await flush();
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    fireEvent.keyDown(player(), { key: ' ' });
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();

    // Focus on the page itself: the main player still answers.
    player().blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: ' ' });
    await flush();
    expect(play).toHaveBeenCalledTimes(2);

    // Typing a space in a text box is just typing.
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    notes.focus();
    fireEvent.keyDown(notes, { key: ' ' });
    expect(pause).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledTimes(2);

    // The buttons work too.
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(3);
  });

  it(`arrow keys seek ${SEEK_STEP_SECONDS} s back and forward, within the video`, () => {
    render(<CoursePlayer lessons={LESSONS} />);
    const v = video();
    Object.defineProperty(v, 'duration', { configurable: true, value: 90 });
    v.currentTime = 20;
    player().focus();
    fireEvent.keyDown(player(), { key: 'ArrowRight' });
    expect(v.currentTime).toBe(20 + SEEK_STEP_SECONDS);
    fireEvent.keyDown(player(), { key: 'ArrowLeft' });
    fireEvent.keyDown(player(), { key: 'ArrowLeft' });
    expect(v.currentTime).toBe(20 - SEEK_STEP_SECONDS);
    for (let i = 0; i < 5; i++) fireEvent.keyDown(player(), { key: 'ArrowLeft' });
    expect(v.currentTime).toBe(0);
    v.currentTime = 88;
    fireEvent.keyDown(player(), { key: 'ArrowRight' });
    expect(v.currentTime).toBe(90);
    // The buttons do the same.
    fireEvent.click(screen.getByRole('button', { name: `Seek back ${SEEK_STEP_SECONDS} seconds` }));
    expect(v.currentTime).toBe(90 - SEEK_STEP_SECONDS);
    fireEvent.click(screen.getByRole('button', { name: `Seek forward ${SEEK_STEP_SECONDS} seconds` }));
    expect(v.currentTime).toBe(90);
  });

  it(`hides the controls ${CONTROLS_AUTO_HIDE_MS} ms after the mouse stops, while playing, and shows them on movement`, async () => {
    render(<CoursePlayer lessons={LESSONS} />);
    expect(player()).toHaveAttribute('data-controls', 'visible');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await flush();
    fireEvent.mouseMove(player());
    advance(CONTROLS_AUTO_HIDE_MS - 1);
    expect(player()).toHaveAttribute('data-controls', 'visible');
    advance(1);
    expect(player()).toHaveAttribute('data-controls', 'hidden');
    fireEvent.mouseMove(player());
    expect(player()).toHaveAttribute('data-controls', 'visible');
    advance(CONTROLS_AUTO_HIDE_MS);
    expect(player()).toHaveAttribute('data-controls', 'hidden');
    // Paused: they stay.
    fireEvent.keyDown(player(), { key: ' ' });
    advance(CONTROLS_AUTO_HIDE_MS * 2);
    expect(player()).toHaveAttribute('data-controls', 'visible');
  });

  it('has named mute and fullscreen buttons', () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { configurable: true, value: requestFullscreen });
    render(<CoursePlayer lessons={LESSONS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(video().muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
    expect(screen.getByTestId('video-time')).toHaveTextContent('0:00 / 0:00');
  });

  describe('at the end of a video (autoAdvance: the learners’ player)', () => {
    const upNext = () => screen.queryByRole('region', { name: LEARNING_MSG.upNext });

    it(`counts down ${AUTO_ADVANCE_SECONDS} s, then plays the next lesson`, () => {
      render(<CoursePlayer lessons={LESSONS} autoAdvance />);
      fireEvent.ended(video());
      expect(upNext()).toHaveTextContent('Setting up');
      expect(upNext()).toHaveTextContent(LEARNING_MSG.nextLessonIn(AUTO_ADVANCE_SECONDS));
      advance(1000);
      expect(upNext()).toHaveTextContent(LEARNING_MSG.nextLessonIn(AUTO_ADVANCE_SECONDS - 1));
      for (let s = 1; s < AUTO_ADVANCE_SECONDS; s++) advance(1000);
      expect(position()).toBe('Video 2 of 3');
      expect(upNext()).not.toBeInTheDocument();
    });

    it('Cancel (or Escape) stays on the finished lesson; Play now moves at once', () => {
      render(<CoursePlayer lessons={LESSONS} autoAdvance />);
      fireEvent.ended(video());
      fireEvent.click(screen.getByRole('button', { name: LEARNING_MSG.cancelAutoAdvance }));
      expect(upNext()).not.toBeInTheDocument();
      for (let s = 0; s < AUTO_ADVANCE_SECONDS * 2; s++) advance(1000);
      expect(position()).toBe('Video 1 of 3');

      fireEvent.ended(video());
      fireEvent.keyDown(window, { key: 'Escape' });
      expect(upNext()).not.toBeInTheDocument();

      fireEvent.ended(video());
      fireEvent.click(screen.getByRole('button', { name: LEARNING_MSG.playNow }));
      expect(position()).toBe('Video 2 of 3');
    });

    it('no countdown when the next lesson is locked, on the last lesson, or without autoAdvance', () => {
      const { unmount } = render(<CoursePlayer lessons={LESSONS} autoAdvance initialLessonId="b" />);
      fireEvent.ended(video());
      expect(upNext()).not.toBeInTheDocument();
      unmount();
      render(<CoursePlayer lessons={LESSONS} />);
      fireEvent.ended(video());
      expect(upNext()).not.toBeInTheDocument();
      for (let s = 0; s < AUTO_ADVANCE_SECONDS * 2; s++) advance(1000);
      expect(position()).toBe('Video 1 of 3');
    });
  });

  it("a quiz lesson in the instructor's and admins' view (no quiz panel): its rules, not a lock", () => {
    const quiz: PlayerLesson = {
      id: 'q',
      title: 'Checkpoint',
      videoUrl: null,
      kind: 'quiz',
      quiz: { questionCount: 4, passMarkPercent: 70, maxAttempts: 3, timeLimitMinutes: null, display: 'all' },
    };
    render(<CoursePlayer lessons={[quiz, ...LESSONS]} />);
    expect(position()).toBe(`${QUIZ_MSG.quiz} 1 of 4`);
    expect(screen.getByText(`${QUIZ_MSG.lessonSummary(4)} · ${QUIZ_MSG.passMarkIs(70)}`)).toBeInTheDocument();
    expect(screen.getByText(QUIZ_MSG.ownerPreview)).toBeInTheDocument();
    expect(screen.queryByText('This lesson is locked.')).not.toBeInTheDocument();
  });
});
