import { ArrowRight, Star, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CardSkeleton } from '@/components/card-skeleton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFeaturedCourses, type FeaturedCourse } from '@/features/landing/api/featured';
import { SAMPLE_COURSES, type CourseArtVariant } from '@/features/landing/sample-courses';
import { CourseArt } from './course-art';
import { paths } from '@/config/paths';

interface CardData {
  id: string;
  title: string;
  description: string;
  category: string | null;
  rating: number | null;
  students: number | null;
  thumbnail: string | null;
  art: CourseArtVariant;
}

const ART: readonly CourseArtVariant[] = ['web', 'data', 'ai'];
const numberFormat = new Intl.NumberFormat('en-IN');

function fromApi(course: FeaturedCourse, index: number): CardData {
  return { ...course, art: ART[index % ART.length] ?? 'web' };
}

function CourseImage({ card }: { card: CardData }) {
  const [broken, setBroken] = useState(false);
  if (card.thumbnail && !broken) {
    return (
      <img
        src={card.thumbnail}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
        className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
      />
    );
  }
  return <CourseArt variant={card.art} className="size-full transition-transform duration-500 group-hover:scale-105" />;
}

function CourseCard({ card }: { card: CardData }) {
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-all duration-300 hover:-translate-y-1 hover:shadow-xl hover:shadow-indigo-500/10">
      <div className="relative aspect-video overflow-hidden">
        <CourseImage card={card} />
        {card.category ? (
          <Badge className="absolute top-3 left-3 border-transparent bg-white/95 text-slate-900 shadow-sm">
            {card.category}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg leading-snug font-bold">{card.title}</h3>
        <p className="mt-2 line-clamp-2 flex-1 text-sm leading-relaxed text-muted-foreground">{card.description}</p>
        <div className="mt-4 flex items-center gap-4 text-sm">
          <span className="inline-flex items-center gap-1 font-semibold">
            <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
            {card.rating !== null ? (
              <>
                {card.rating.toFixed(1)}
                <span className="sr-only"> out of 5 rating</span>
              </>
            ) : (
              <span className="font-normal text-muted-foreground">No ratings yet</span>
            )}
          </span>
          {card.students !== null ? (
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <Users aria-hidden className="size-4" />
              {numberFormat.format(card.students)} {card.students === 1 ? 'student' : 'students'}
            </span>
          ) : null}
        </div>
        <Button asChild variant="secondary" className="mt-5 w-full">
          <Link to={paths.auth.signIn}>
            Learn More
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </article>
  );
}

function CourseCardSkeleton() {
  return (
    <CardSkeleton lines={['h-5 w-2/3 rounded', 'h-4 w-full rounded', 'h-4 w-4/5 rounded', 'h-10 w-full rounded-lg']} />
  );
}

export function FeaturedCourses() {
  const featured = useFeaturedCourses();
  const cards: CardData[] =
    featured.data && featured.data.length > 0
      ? featured.data.slice(0, 3).map(fromApi)
      : SAMPLE_COURSES.map((s) => ({ ...s, thumbnail: null }));

  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-5 py-20 sm:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">Start learning</p>
          <h2 id="featured-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Featured Courses
          </h2>
          <p className="mt-3 max-w-2xl text-muted-foreground">Hand-picked courses to get you going.</p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link to={paths.auth.signIn}>
            View All Courses
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={featured.isPending}>
        {featured.isPending
          ? [0, 1, 2].map((i) => <CourseCardSkeleton key={i} />)
          : cards.map((card) => <CourseCard key={card.id} card={card} />)}
      </div>
    </section>
  );
}
