/** A user's role; an Empty role (signed up, not verified) reads "Unverified". */
import { PEOPLE_MSG, type Role } from '@cms/contract';
import { ToneBadge } from '@/components/tone-badge';

export const roleLabel = (role: Role) => (role === 'Empty' ? PEOPLE_MSG.unverified : role);

const TONES: Record<Role, string> = {
  Empty: 'bg-muted text-muted-foreground',
  Student: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  Lead: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  Instructor: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  Admin: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
};

export function RoleBadge({ role }: { role: Role }) {
  return <ToneBadge tone={TONES[role]}>{roleLabel(role)}</ToneBadge>;
}
