/** /Admin/leads (spec 2 "Leads", built for real): every team lead, their team and what they own; server-side search. */
import { leadListQuerySchema, PEOPLE_MSG, type LeadRow } from '@cms/contract';
import { PageHeader } from '@/components/page-header';
import { SearchForm } from '@/components/search-form';
import { formatCount } from '@/lib/format';
import { useListQuery } from '@/lib/list-query';
import { useLeads } from '@/features/people/api/people';
import { PeopleListBody, ResultCount } from '@/features/people/components/people-list-body';
import type { PeopleColumn } from '@/features/people/components/people-table';

const COLUMNS: readonly PeopleColumn<LeadRow>[] = [
  { label: PEOPLE_MSG.team, cell: (l) => l.team },
  { label: PEOPLE_MSG.branch, cell: (l) => l.branch },
  { label: PEOPLE_MSG.teamMembers, cell: (l) => formatCount(l.teamMembers), numeric: true },
  { label: PEOPLE_MSG.coursesOwned, cell: (l) => formatCount(l.coursesOwned), numeric: true },
];

export function LeadsPage() {
  const { query: params, set, setPage } = useListQuery(leadListQuerySchema);
  const query = useLeads(params);
  return (
    <>
      <PageHeader title={PEOPLE_MSG.leadsTitle} description={PEOPLE_MSG.leadsSubtitle} />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchForm
          value={params.search ?? ''}
          onSearch={(search) => set({ search })}
          placeholder={PEOPLE_MSG.searchLeads}
          label="Search leads"
        />
        <ResultCount
          total={query.isError ? undefined : query.data?.total}
          one="lead"
          many="leads"
          searching={query.isFetching && query.isPlaceholderData}
        />
      </div>
      <PeopleListBody
        query={query}
        rows={(d) => d.leads}
        columns={COLUMNS}
        caption="Leads"
        empty={PEOPLE_MSG.noLeads}
        filtered={Boolean(params.search)}
        onPage={setPage}
      />
    </>
  );
}
