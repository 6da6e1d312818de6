/**
 * The queries of the lists loaded whole and searched and sorted in the browser (kept in the URL
 * like every list's query): the lead's team members and the instructor's own courses.
 */
import { z } from 'zod';
import { SORT_DIRECTIONS, searchQuery } from './paging.js';
import { DEFAULT_TEAM_SORT, TEAM_SORT_KEYS } from './team.js';

/** Spec 4 "Team list", 9: search over name, team and e-mail; sort by name, team or courses (default name, ascending). */
export const teamMembersQuerySchema = z.object({
  search: searchQuery,
  sort: z.enum(TEAM_SORT_KEYS).default(DEFAULT_TEAM_SORT),
  dir: z.enum(SORT_DIRECTIONS).default('asc'),
});
export type TeamMembersQuery = z.infer<typeof teamMembersQuerySchema>;

/** The instructor's courses (/instructor/courses) searched by title. */
export const instructorCoursesQuerySchema = z.object({ search: searchQuery });
export type InstructorCoursesQuery = z.infer<typeof instructorCoursesQuerySchema>;
