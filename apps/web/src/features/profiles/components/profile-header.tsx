import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';

/**
 * The top of a profile page: the avatar (initials when there is no image or it does not load),
 * the name as the page's one <h1>, a line under it (`subtitle`), `badges`, and `actions` (Edit
 * Profile, Change Password) that move under the name on phones.
 */
export function ProfileHeader({
  name,
  image,
  subtitle,
  badges,
  actions,
}: {
  name: string;
  image: string | null;
  subtitle?: ReactNode;
  badges?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card className="mb-8 overflow-hidden">
      <div aria-hidden className="h-24 bg-gradient-to-r from-indigo-600 via-indigo-700 to-violet-700 sm:h-28" />
      <div className="flex flex-col gap-4 px-5 pb-5 sm:flex-row sm:items-end sm:justify-between sm:px-6 sm:pb-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-5">
          <Avatar
            src={image}
            name={name}
            className="-mt-12 size-24 border-4 border-card text-2xl shadow-md sm:-mt-14 sm:size-28 [&_span]:text-2xl"
          />
          <div className="min-w-0 space-y-1.5">
            <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{name}</h1>
            {subtitle ? <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{subtitle}</p> : null}
            {badges ? <div className="flex flex-wrap gap-2 pt-1">{badges}</div> : null}
          </div>
        </div>
        {actions ? <div className="flex flex-wrap gap-2 sm:justify-end">{actions}</div> : null}
      </div>
    </Card>
  );
}
