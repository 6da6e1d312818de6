import { COURSE_MSG } from '@cms/contract';
import { InstructorLink } from '../instructor-link';

/**
 * "by Name" under a card's title, the fallback when the course has no instructor. With the
 * instructor's id the name links to their public page, above the link that covers the card.
 */
export function InstructorLine({
  name,
  id,
  fallback = COURSE_MSG.unknownInstructor,
}: {
  name: string | null | undefined;
  id?: string | null;
  fallback?: string;
}) {
  return (
    <p className="mt-1 truncate text-sm text-muted-foreground">
      by{' '}
      {name && id ? (
        <InstructorLink
          instructor={{ id, name }}
          className="relative z-10 font-medium text-foreground hover:text-primary"
        />
      ) : (
        (name ?? fallback)
      )}
    </p>
  );
}
