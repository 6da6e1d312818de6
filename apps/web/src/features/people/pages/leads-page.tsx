/** /Admin/leads (spec 2 "Leads", built for real): every team lead, their team and what they own; server-side search. */
import { leadListQuerySchema, PEOPLE_MSG, type LeadRow } from '@cms/contract';
import { PageHeader } from '@/components/page-header';
import { SearchRow } from '@/components/list-filters';
import { formatCount } from '@/lib/format';
import { searchBox, useListQuery } from '@/lib/list-query';
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
      <SearchRow
        search={{ ...searchBox(params, set), placeholder: PEOPLE_MSG.searchLeads, label: 'Search leads' }}
        query={query}
        found={(data, searching) => <ResultCount total={data.total} one="lead" many="leads" searching={searching} />}
      />
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
