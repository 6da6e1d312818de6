/** One instructor of the admins' list: avatar, name, e-mail, the profile facts, links and View Details. */
import { INSTRUCTORS_MSG, type InstructorCard as Instructor } from '@cms/contract';
import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';
import { ProfileLinks } from './profile-links';

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-medium">{children}</dd>
    </div>
  );
}

export function InstructorCard({ instructor }: { instructor: Instructor }) {
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId} className="flex h-full flex-col gap-5 p-5">
      <div className="flex items-center gap-4">
        <Avatar src={instructor.image} name={instructor.name} className="size-14 text-base" />
        <div className="min-w-0">
          <h3 id={titleId} className="truncate text-base font-semibold tracking-tight">
            {instructor.name}
          </h3>
          <p className="truncate text-sm text-muted-foreground" title={instructor.email}>
            {instructor.email}
          </p>
        </div>
      </div>

      <dl className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)_auto] gap-x-3 gap-y-3">
        <Fact label="Branch">{instructor.branch ?? '—'}</Fact>
        <Fact label="Roll number">{instructor.rollNumber ?? '—'}</Fact>
        <Fact label={INSTRUCTORS_MSG.courses}>{formatCount(instructor.courseCount)}</Fact>
        <Fact label="College" className="col-span-3">
          {instructor.college ?? '—'}
        </Fact>
      </dl>

      <div className="mt-auto flex items-center justify-between gap-3 border-t pt-4">
        <ProfileLinks name={instructor.name} gitHub={instructor.gitHub} linkedIn={instructor.linkedIn} />
        <Button asChild variant="outline" size="sm" className="ml-auto">
          <Link
            to={paths.admin.instructor(instructor.id)}
            aria-label={`${INSTRUCTORS_MSG.viewDetails}: ${instructor.name}`}
          >
            {INSTRUCTORS_MSG.viewDetails}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </Card>
  );
}
