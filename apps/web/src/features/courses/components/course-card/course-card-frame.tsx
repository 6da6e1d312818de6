import type { ReactNode } from 'react';
import { CardThumbnail } from './card-thumbnail';
import { InstructorLine } from './instructor-line';

/**
 * The frame of the large course cards (catalogue and My courses): thumbnail with its `badges`,
 * category, title, by instructor, then the card's own `children`.
 */
export function CourseCardFrame({
  thumbnailUrl,
  badges,
  category,
  title,
  instructor,
  instructorId,
  unknownInstructor,
  children,
}: {
  thumbnailUrl: string | null | undefined;
  badges: ReactNode;
  category: string;
  title: string;
  instructor: string | null | undefined;
  /** The instructor's id: their name then links to their public page. */
  instructorId?: string | null;
  unknownInstructor?: string;
  children: ReactNode;
}) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm transition-all duration-200 focus-within:ring-2 focus-within:ring-ring hover:-translate-y-0.5 hover:shadow-lg hover:shadow-indigo-500/10">
      <CardThumbnail src={thumbnailUrl}>{badges}</CardThumbnail>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">{category}</p>
        <h3 className="mt-1 line-clamp-2 text-lg leading-snug font-bold">{title}</h3>
        <InstructorLine name={instructor} id={instructorId} fallback={unknownInstructor} />
        {children}
      </div>
    </article>
  );
}
