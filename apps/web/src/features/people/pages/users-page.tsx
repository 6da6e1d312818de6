/** /Admin/users (spec 2's Students list, built for real): every account, filtered by role and searched on the server. */
import { PEOPLE_MSG, ROLES, userListQuerySchema, type Role, type UserRow } from '@cms/contract';
import { PageHeader } from '@/components/page-header';
import { LabelledSelect, optionsOf, SearchRow } from '@/components/list-filters';
import { formatDate } from '@/lib/format';
import { searchBox, useListQuery } from '@/lib/list-query';
import { useDialogItem } from '@/lib/use-dialog-item';
import { useUsers } from '@/features/people/api/people';
import {
  AccountStatusBadge,
  AccountToggleButton,
  AccountToggleDialog,
} from '@/features/people/components/account-status';
import { PeopleListBody, ResultCount } from '@/features/people/components/people-list-body';
import type { PeopleColumn } from '@/features/people/components/people-table';
import { RoleBadge, roleLabel } from '@/features/people/components/role-badge';

const ROLE_OPTIONS = optionsOf(ROLES, roleLabel, { value: 'all', label: PEOPLE_MSG.allRoles });

/** The columns; the last one's button opens the Disable / Enable confirmation of its row. */
const columnsOf = (onToggle: (user: UserRow) => void): readonly PeopleColumn<UserRow>[] => [
  { label: PEOPLE_MSG.role, cell: (u) => <RoleBadge role={u.role} /> },
  { label: PEOPLE_MSG.team, cell: (u) => u.team ?? '—' },
  { label: PEOPLE_MSG.joined, cell: (u) => <span className="tabular-nums">{formatDate(u.joinedAt)}</span> },
  { label: PEOPLE_MSG.status, cell: (u) => <AccountStatusBadge disabled={u.disabled} /> },
  { label: 'Action', action: true, cell: (u) => <AccountToggleButton user={u} onClick={onToggle} /> },
];

export function UsersPage() {
  const { query: params, set, setPage } = useListQuery(userListQuerySchema);
  const { role } = params;
  const query = useUsers(params);
  const dialog = useDialogItem<UserRow>();
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
        columns={columnsOf(dialog.show)}
        caption="Users"
        empty={PEOPLE_MSG.noUsers}
        filtered={Boolean(params.search) || role !== 'all'}
        onPage={setPage}
      />
      {dialog.item ? (
        <AccountToggleDialog key={dialog.item.id} user={dialog.item} open={dialog.open} onOpenChange={dialog.setOpen} />
      ) : null}
    </>
  );
}
