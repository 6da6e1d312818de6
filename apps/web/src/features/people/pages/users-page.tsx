/** /Admin/users (spec 2's Students list, built for real): every account, filtered by role and searched on the server. */
import { PEOPLE_MSG, ROLES, userListQuerySchema, type Role, type UserRow } from '@cms/contract';
import { PageHeader } from '@/components/page-header';
import { LabelledSelect, optionsOf, SearchRow } from '@/components/list-filters';
import { formatDate } from '@/lib/format';
import { searchBox, useListQuery } from '@/lib/list-query';
import { useUsers } from '@/features/people/api/people';
import { PeopleListBody, ResultCount } from '@/features/people/components/people-list-body';
import type { PeopleColumn } from '@/features/people/components/people-table';
import { RoleBadge, roleLabel } from '@/features/people/components/role-badge';

const ROLE_OPTIONS = optionsOf(ROLES, roleLabel, { value: 'all', label: PEOPLE_MSG.allRoles });

const COLUMNS: readonly PeopleColumn<UserRow>[] = [
  { label: PEOPLE_MSG.role, cell: (u) => <RoleBadge role={u.role} /> },
  { label: PEOPLE_MSG.team, cell: (u) => u.team ?? '—' },
  { label: PEOPLE_MSG.joined, cell: (u) => <span className="tabular-nums">{formatDate(u.joinedAt)}</span> },
];

export function UsersPage() {
  const { query: params, set, setPage } = useListQuery(userListQuerySchema);
  const { role } = params;
  const query = useUsers(params);
  return (
    <>
      <PageHeader title={PEOPLE_MSG.usersTitle} description={PEOPLE_MSG.usersSubtitle} />
      <SearchRow
        search={{ ...searchBox(params, set), placeholder: PEOPLE_MSG.searchUsers, label: 'Search users' }}
        filters={
          <LabelledSelect
            label={PEOPLE_MSG.role}
            options={ROLE_OPTIONS}
            value={role}
            onChange={(value) => set({ role: value as Role | 'all' })}
            className="w-full sm:w-44"
          />
        }
        query={query}
        found={(data, searching) => <ResultCount total={data.total} one="user" many="users" searching={searching} />}
      />
      <PeopleListBody
        query={query}
        rows={(d) => d.users}
        columns={COLUMNS}
        caption="Users"
        empty={PEOPLE_MSG.noUsers}
        filtered={Boolean(params.search) || role !== 'all'}
        onPage={setPage}
      />
    </>
  );
}
