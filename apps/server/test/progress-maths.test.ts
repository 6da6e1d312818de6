/** The pure progress maths of the learning module (no app, no database). */
import { LESSON_COMPLETE_RATIO } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { courseProgress, courseStatus, progressWrite, reachesThreshold } from '../src/modules/learning/progress.js';

const watch = (lessonId: string, completed: boolean, position: number | null = null) => ({
  lessonId,
  positionSeconds: position,
  furthestSeconds: position,
  completed,
});

describe('progressWrite', () => {
  it('decides completion from the stored duration, not the reported one', () => {
    expect(progressWrite({ positionSeconds: 50, durationSeconds: 10 }, 100)).toEqual({
      positionSeconds: 50,
      completes: false,
      completionThresholdSeconds: 100 * LESSON_COMPLETE_RATIO,
    });
  });

  it('exactly 90 % completes, just below does not (also where 0.9 × duration is inexact)', () => {
    for (const duration of [100, 10, 4.010666847229004, 333]) {
      const threshold = duration * LESSON_COMPLETE_RATIO;
      expect(progressWrite({ positionSeconds: Math.fround(threshold) }, duration).completes, `${duration}`).toBe(true);
      expect(progressWrite({ positionSeconds: threshold * 0.999 }, duration).completes, `${duration}`).toBe(false);
    }
    expect(progressWrite({ positionSeconds: 90 }, 100).completes).toBe(true);
  });

  it('uses the reported duration only when none is stored; without either only marking done completes', () => {
    expect(progressWrite({ positionSeconds: 9, durationSeconds: 10 }, null)).toMatchObject({ completes: true });
    expect(progressWrite({ positionSeconds: 9, durationSeconds: 10 }, 0)).toMatchObject({ completes: true });
    expect(progressWrite({ positionSeconds: 500 }, null)).toEqual({
      positionSeconds: 500,
      completes: false,
      completionThresholdSeconds: null,
    });
    expect(progressWrite({ positionSeconds: 0, completed: true }, null).completes).toBe(true);
    expect(progressWrite({ positionSeconds: 0, completed: true }, 100).completes).toBe(true);
  });

  it('clamps the position to the known duration', () => {
    expect(progressWrite({ positionSeconds: 150 }, 100).positionSeconds).toBe(100);
    expect(progressWrite({ positionSeconds: 150, durationSeconds: 120 }, null).positionSeconds).toBe(120);
    expect(progressWrite({ positionSeconds: 150 }, null).positionSeconds).toBe(150);
  });

  it('reachesThreshold compares in single precision and never without a threshold', () => {
    expect(reachesThreshold(90, 100 * LESSON_COMPLETE_RATIO)).toBe(true);
    expect(reachesThreshold(89.99, 90)).toBe(false);
    expect(reachesThreshold(1e9, null)).toBe(false);
  });
});

describe('courseProgress', () => {
  it('no lessons: 0 %, in progress, nowhere to resume', () => {
    expect(courseProgress([])).toEqual({
      completedLessons: 0,
      totalLessons: 0,
      progressPercent: 0,
      status: 'In Progress',
      lessons: [],
      resumeLessonId: null,
    });
  });

  it('whole percent of completed lessons, resume at the first one not completed', () => {
    const p = courseProgress([watch('a', true, 10), watch('b', false, 3), watch('c', true)]);
    expect(p).toMatchObject({
      completedLessons: 2,
      totalLessons: 3,
      progressPercent: Math.floor((2 / 3) * 100),
      status: 'In Progress',
      resumeLessonId: 'b',
    });
    expect(p.lessons).toEqual([
      { lessonId: 'a', positionSeconds: 10, furthestSeconds: 10, completed: true },
      { lessonId: 'b', positionSeconds: 3, furthestSeconds: 3, completed: false },
      { lessonId: 'c', positionSeconds: 0, furthestSeconds: 0, completed: true },
    ]);
  });

  it('all completed: 100 %, Completed, resume at the first lesson', () => {
    expect(courseProgress([watch('a', true), watch('b', true)])).toMatchObject({
      progressPercent: 100,
      status: 'Completed',
      resumeLessonId: 'a',
    });
  });

  it('courseStatus: completed only with at least one lesson, all of them done', () => {
    expect(courseStatus(0, 0)).toBe('In Progress');
    expect(courseStatus(1, 2)).toBe('In Progress');
    expect(courseStatus(2, 2)).toBe('Completed');
  });
});
