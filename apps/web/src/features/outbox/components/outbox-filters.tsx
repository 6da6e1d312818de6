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
import { SearchForm } from '@/components/search-form';
import { NativeSelect } from '@/components/ui/select';

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
    <div className="mb-6 flex flex-col gap-3 md:flex-row md:items-center">
      <SearchForm
        value={filters.search ?? ''}
        onSearch={(search) => onChange({ search })}
        placeholder={OUTBOX_MSG.searchPlaceholder}
        label={OUTBOX_MSG.searchLabel}
        button={false}
        className="min-w-0 flex-1"
      />
      <div className="grid grid-cols-2 gap-3 md:flex md:w-auto">
        <NativeSelect
          aria-label={OUTBOX_MSG.status}
          options={STATUS_OPTIONS}
          value={filters.status ?? 'all'}
          onChange={(e) => onChange({ status: orAll<MailStatus>(e.target.value) })}
          className="md:w-40"
        />
        <NativeSelect
          aria-label={OUTBOX_MSG.kind}
          options={KIND_OPTIONS}
          value={filters.kind ?? 'all'}
          onChange={(e) => onChange({ kind: orAll<MailKind>(e.target.value) })}
          className="md:w-56"
        />
      </div>
    </div>
  );
}
