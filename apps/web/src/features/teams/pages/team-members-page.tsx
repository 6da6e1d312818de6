/**
 * /lead/members (spec 2 "Team members", 4 "Team list"): the lead's team as cards. The list is
 * loaded once; search (name, team, e-mail) and sort (name, team, courses; the current key again
 * reverses the order; default name ascending) work on it in the browser and are kept in the URL.
 */
import { TEAM_MSG, teamMembersQuerySchema } from '@cms/contract';
import { SearchX, UsersRound } from 'lucide-react';
import { useMemo } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/search-input';
import { formatCount } from '@/lib/format';
import { useListQuery } from '@/lib/list-query';
import { useSearchText } from '@/lib/search-text';
import { useTeamMembers } from '@/features/teams/api/team';
import { MemberCard } from '@/features/teams/components/member-card';
import { MEMBER_GRID, MemberGridSkeleton } from '@/features/teams/components/member-grid-skeleton';
import { TeamSortControl } from '@/features/teams/components/team-sort-control';
import { nextSort, searchMembers, sortMembers } from '@/features/teams/lib/team-list';

export function TeamMembersPage() {
  const query = useTeamMembers();
  const { query: params, set } = useListQuery(teamMembersQuerySchema);
  const [search, setSearch] = useSearchText(params.search ?? '', (term) => set({ search: term }), 'live');
  const { sort, dir } = params;
  const all = query.data?.members;
  const shown = useMemo(() => sortMembers(searchMembers(all ?? [], search), { sort, dir }), [all, search, sort, dir]);

  let body;
  if (query.isPending) {
    body = <MemberGridSkeleton />;
  } else if (query.isError) {
    body = <QueryErrorState query={query} fallback={TEAM_MSG.fetchFailed} />;
  } else if (shown.length === 0) {
    const filtered = search.trim() !== '';
    body = (
      <EmptyState
        icon={filtered ? SearchX : UsersRound}
        title={TEAM_MSG.empty}
        description={filtered ? TEAM_MSG.noMatch : TEAM_MSG.emptyTeam}
        action={
          filtered ? (
            <Button variant="outline" onClick={() => setSearch('')}>
              Clear Search
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <ul className={MEMBER_GRID} aria-label={TEAM_MSG.title}>
        {shown.map((m) => (
          <li key={m._id}>
            <MemberCard member={m} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title={TEAM_MSG.title} description={TEAM_MSG.subtitle} />
      <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <SearchInput
          box={{ role: 'search', 'aria-label': TEAM_MSG.searchLabel, className: 'w-full lg:max-w-md' }}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={TEAM_MSG.searchPlaceholder}
          aria-label={TEAM_MSG.searchLabel}
          maxLength={100}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          {all ? (
            <p aria-live="polite" className="text-sm text-muted-foreground">
              {shown.length === all.length
                ? `${formatCount(all.length)} ${all.length === 1 ? 'member' : 'members'}`
                : `${formatCount(shown.length)} of ${formatCount(all.length)} members`}
            </p>
          ) : null}
          <TeamSortControl sort={{ sort, dir }} onChoose={(key) => set(nextSort({ sort, dir }, key))} />
        </div>
      </div>
      {body}
    </>
  );
}
