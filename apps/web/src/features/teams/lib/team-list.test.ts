import { teamMembersQuerySchema, type TeamMember } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { nextSort, searchMembers, sortMembers } from './team-list';

const m = (_id: string, name: string, teamNum: string, courseCount: number, email = `${_id}@x.in`): TeamMember => ({
  _id,
  name,
  teamNum,
  email,
  profileImg: null,
  branch: 'CSD',
  phone: null,
  college: null,
  courseCount,
});

const LIST = [m('1', 'Meera', 'Team-10', 1), m('2', 'aarav', 'Team-2', 3), m('3', 'Kabir', 'Team-2', 0)];
const ids = (list: TeamMember[]) => list.map((x) => x._id);

describe('team list', () => {
  it('starts with name ascending; the current key toggles, another key starts ascending', () => {
    const start = teamMembersQuerySchema.parse({});
    expect(start).toMatchObject({ sort: 'name', dir: 'asc' });
    expect(nextSort(start, 'name')).toEqual({ sort: 'name', dir: 'desc' });
    expect(nextSort({ sort: 'name', dir: 'desc' }, 'name')).toEqual({ sort: 'name', dir: 'asc' });
    expect(nextSort({ sort: 'name', dir: 'desc' }, 'courses')).toEqual({ sort: 'courses', dir: 'asc' });
  });

  it('sorts names without regard to case, teams by their number, courses by count', () => {
    expect(ids(sortMembers(LIST, { sort: 'name', dir: 'asc' }))).toEqual(['2', '3', '1']);
    expect(ids(sortMembers(LIST, { sort: 'name', dir: 'desc' }))).toEqual(['1', '3', '2']);
    // Team-2 before Team-10; within a team by name.
    expect(ids(sortMembers(LIST, { sort: 'team', dir: 'asc' }))).toEqual(['2', '3', '1']);
    expect(ids(sortMembers(LIST, { sort: 'courses', dir: 'asc' }))).toEqual(['3', '1', '2']);
    expect(ids(sortMembers(LIST, { sort: 'courses', dir: 'desc' }))).toEqual(['2', '1', '3']);
    expect(ids(LIST)).toEqual(['1', '2', '3']); // the input is not changed
  });

  it('searches name, team and e-mail, any case; blank finds everyone', () => {
    expect(ids(searchMembers(LIST, 'KAB'))).toEqual(['3']);
    expect(ids(searchMembers(LIST, 'team-2'))).toEqual(['2', '3']);
    expect(ids(searchMembers(LIST, '1@x'))).toEqual(['1']);
    expect(ids(searchMembers(LIST, '   '))).toEqual(['1', '2', '3']);
    expect(searchMembers(LIST, 'nobody')).toEqual([]);
  });
});
