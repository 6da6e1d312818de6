import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { CourseThumbnail } from '@/features/courses/components/course-thumbnail';

/**
 * Classes that stretch a link (or a button rendered as one) over the nearest `relative` ancestor,
 * the card, so the whole card is clickable while the link keeps its own accessible name.
 */
export const COVERS_CARD = "after:absolute after:inset-0 after:content-['']";

/**
 * The card's 16:9 image box; badges go in `children`. With `zoom` the image grows a little while
 * the card (a `group`) is hovered.
 */
export function CardThumbnail({
  src,
  zoom = true,
  className,
  children,
}: {
  src: string | null | undefined;
  zoom?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('relative aspect-video overflow-hidden bg-muted', className)}>
      <CourseThumbnail
        src={src}
        className={zoom ? 'transition-transform duration-500 group-hover:scale-105' : undefined}
      />
      {children}
    </div>
  );
}
