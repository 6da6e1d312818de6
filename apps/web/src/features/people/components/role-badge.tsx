/** A user's role; an Empty role (signed up, not verified) reads "Unverified". */
import { PEOPLE_MSG, type Role } from '@cms/contract';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

export const roleLabel = (role: Role) => (role === 'Empty' ? PEOPLE_MSG.unverified : role);

const TONES: Record<Role, string> = {
  Empty: 'bg-muted text-muted-foreground',
  Student: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
  Lead: 'bg-violet-500/15 text-violet-700 dark:text-violet-300',
  Instructor: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  Admin: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', TONES[role])}>
      {roleLabel(role)}
    </Badge>
  );
}
