import {
  MAIL_KIND_LABELS,
  MAIL_KINDS,
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  OUTBOX_MSG,
  type MailKind,
  type MailStatus,
  type OutboxQuery,
} from '@cms/contract';
import { FilterBar } from '@/components/list-filters';

const STATUS_OPTIONS = [
  { value: 'all', label: OUTBOX_MSG.allStatuses },
  ...MAIL_STATUSES.map((value) => ({ value, label: MAIL_STATUS_LABELS[value] })),
];
const KIND_OPTIONS = [
  { value: 'all', label: OUTBOX_MSG.allKinds },
  ...MAIL_KINDS.map((value) => ({ value, label: MAIL_KIND_LABELS[value] })),
];

/** A select's value: one of its options, or none for "all". */
const orAll = <T extends string>(value: string) => (value === 'all' ? undefined : (value as T));

/** Search by recipient, status and kind of the outbox. */
export function OutboxFilters({
  filters,
  onChange,
}: {
  filters: OutboxQuery;
  onChange: (next: Partial<OutboxQuery>) => void;
}) {
  return (
    <FilterBar
      search={{
        value: filters.search ?? '',
        onSearch: (search) => onChange({ search }),
        placeholder: OUTBOX_MSG.searchPlaceholder,
        label: OUTBOX_MSG.searchLabel,
      }}
      selects={[
        {
          label: OUTBOX_MSG.status,
          options: STATUS_OPTIONS,
          value: filters.status ?? 'all',
          onChange: (status) => onChange({ status: orAll<MailStatus>(status) }),
          className: 'md:w-40',
        },
        {
          label: OUTBOX_MSG.kind,
          options: KIND_OPTIONS,
          value: filters.kind ?? 'all',
          onChange: (kind) => onChange({ kind: orAll<MailKind>(kind) }),
          className: 'md:w-56',
        },
      ]}
    />
  );
}
