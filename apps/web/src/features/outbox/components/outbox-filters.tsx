import {
  MAIL_KIND_LABELS,
  MAIL_KINDS,
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  OUTBOX_MSG,
  type OutboxQuery,
} from '@cms/contract';
import { optionsOf, QueryFilterBar, type QueryFiltersProps, type QuerySelect } from '@/components/list-filters';

const SELECTS: readonly QuerySelect<OutboxQuery>[] = [
  {
    key: 'status',
    label: OUTBOX_MSG.status,
    options: optionsOf(MAIL_STATUSES, MAIL_STATUS_LABELS, { value: 'all', label: OUTBOX_MSG.allStatuses }),
    className: 'md:w-40',
    allMeansNone: true,
  },
  {
    key: 'kind',
    label: OUTBOX_MSG.kind,
    options: optionsOf(MAIL_KINDS, MAIL_KIND_LABELS, { value: 'all', label: OUTBOX_MSG.allKinds }),
    className: 'md:w-56',
    allMeansNone: true,
  },
];

/** Search by recipient, status and kind of the outbox. */
export function OutboxFilters(props: QueryFiltersProps<OutboxQuery>) {
  return (
    <QueryFilterBar
      {...props}
      search={{ placeholder: OUTBOX_MSG.searchPlaceholder, label: OUTBOX_MSG.searchLabel }}
      selects={SELECTS}
    />
  );
}
