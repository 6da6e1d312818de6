/**
 * The pieces every course card is made of (catalogue, My courses, dashboards): the thumbnail that
 * zooms while the card is hovered, the link that makes the whole card clickable, the "by …" line,
 * the figures (students, lessons) and the action button with its arrow.
 */
import { COURSE_MSG } from '@cms/contract';
import { ArrowRight, BookOpen, Users, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatCount, plural } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { CourseThumbnail } from './course-bits';

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

/** A card's title (or label) as the link that covers the card. */
export function CardTitleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={cn('outline-none', COVERS_CARD)}>
      {children}
    </Link>
  );
}

/** "by Name" under a card's title, the fallback when the course has no instructor. */
export function InstructorLine({
  name,
  fallback = COURSE_MSG.unknownInstructor,
}: {
  name: string | null | undefined;
  fallback?: string;
}) {
  return <p className="mt-1 truncate text-sm text-muted-foreground">by {name ?? fallback}</p>;
}

/** One figure of a card: a small icon and its text. */
export function MetaItem({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1 text-muted-foreground">
      <Icon aria-hidden className="size-4" />
      {children}
    </span>
  );
}

/** "1,234 students" / "1 student". */
export function StudentCount({ count }: { count: number }) {
  return (
    <MetaItem icon={Users}>
      {formatCount(count)} {count === 1 ? 'student' : 'students'}
    </MetaItem>
  );
}

/** "5 lessons" / "1 lesson". */
export function LessonCount({ count }: { count: number }) {
  return <MetaItem icon={BookOpen}>{plural(count, 'lesson')}</MetaItem>;
}

/** A card's button: a link with its label and an arrow. */
export function CardAction({
  to,
  label,
  'aria-label': ariaLabel,
  ...button
}: {
  to: string;
  label: string;
  'aria-label'?: string;
} & Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'className'>) {
  return (
    <Button asChild {...button}>
      <Link to={to} aria-label={ariaLabel}>
        {label}
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}

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
  unknownInstructor,
  children,
}: {
  thumbnailUrl: string | null | undefined;
  badges: ReactNode;
  category: string;
  title: string;
  instructor: string | null | undefined;
  unknownInstructor?: string;
  children: ReactNode;
}) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm transition-all duration-200 focus-within:ring-2 focus-within:ring-ring hover:-translate-y-0.5 hover:shadow-lg hover:shadow-indigo-500/10">
      <CardThumbnail src={thumbnailUrl}>{badges}</CardThumbnail>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">{category}</p>
        <h3 className="mt-1 line-clamp-2 text-lg leading-snug font-bold">{title}</h3>
        <InstructorLine name={instructor} fallback={unknownInstructor} />
        {children}
      </div>
    </article>
  );
}
