/**
 * The team list's client-side search and sort (spec 4 "Team list", 9 "Team sort keys"): search
 * over name, team and e-mail; sort by name, team or courses, default name ascending; choosing
 * the current key again reverses the order.
 */
import type { TeamMember, TeamMembersQuery, TeamSortKey } from '@cms/contract';

/** The list's order: the key and its direction (the query's, default name ascending). */
export type TeamSort = Pick<TeamMembersQuery, 'sort' | 'dir'>;

/** Choosing `key`: the current key toggles its direction; another key starts ascending. */
export function nextSort(current: TeamSort, key: TeamSortKey): TeamSort {
  if (current.sort === key) return { sort: key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: key, dir: 'asc' };
}

/** Members whose name, team or e-mail contains the search (any case); everyone for a blank search. */
export function searchMembers(members: readonly TeamMember[], search: string): TeamMember[] {
  const term = search.trim().toLowerCase();
  if (!term) return [...members];
  return members.filter((m) => [m.name, m.teamNum, m.email].some((v) => v.toLowerCase().includes(term)));
}

const byName = new Intl.Collator('en', { sensitivity: 'base' });
/** Team-2 before Team-10: numbers inside the names compare as numbers. */
const byTeam = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const COMPARE: Record<TeamSortKey, (a: TeamMember, b: TeamMember) => number> = {
  name: (a, b) => byName.compare(a.name, b.name),
  team: (a, b) => byTeam.compare(a.teamNum, b.teamNum),
  courses: (a, b) => a.courseCount - b.courseCount,
};

/** Sorted by the key in the direction; ties by name (ascending) so the order is stable. */
export function sortMembers(members: readonly TeamMember[], { sort, dir }: TeamSort): TeamMember[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...members].sort((a, b) => sign * COMPARE[sort](a, b) || COMPARE.name(a, b) || a._id.localeCompare(b._id));
}
