import { QUIZ_MSG } from '@cms/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDetail } from '@/test/courses';
import { LessonList } from './lesson-list';

describe('LessonList', () => {
  it('shows a quiz lesson as "Quiz · N questions" with its pass mark instead of a length, without the row’s trailing mark', () => {
    const [video] = makeDetail().lessons;
    const quiz = {
      ...video!,
      id: 'q1',
      position: 2,
      title: 'Check yourself',
      kind: 'quiz' as const,
      quiz: {
        questionCount: 5,
        passMarkPercent: 80,
        maxAttempts: null,
        timeLimitMinutes: null,
        display: 'all' as const,
      },
      freePreview: false,
      durationSeconds: 600,
      videoUrl: null,
      videoId: null,
    };
    render(<LessonList lessons={[video!, quiz]} trailing={() => <span>Locked</span>} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('2 min');
    expect(within(first!).getByText('Locked')).toBeInTheDocument();
    expect(second).toHaveTextContent(QUIZ_MSG.lessonSummary(5));
    expect(second).toHaveTextContent(QUIZ_MSG.passMarkIs(80));
    expect(second).not.toHaveTextContent('10 min');
    expect(within(second!).queryByText('Locked')).not.toBeInTheDocument();
  });
});
