/** The frame of both review panels (Student reviews, Rate this course): a card holding a section named by its h2. */
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

export function ReviewPanel({
  headingId,
  title,
  headClassName,
  aside,
  children,
}: {
  headingId: string;
  title: string;
  /** The classes of the row (or column) holding the heading and `aside`. */
  headClassName: string;
  /** Beside or under the heading. */
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-6">
      <section aria-labelledby={headingId}>
        <div className={headClassName}>
          <h2 id={headingId} className="text-lg font-semibold tracking-tight">
            {title}
          </h2>
          {aside}
        </div>
        {children}
      </section>
    </Card>
  );
}
