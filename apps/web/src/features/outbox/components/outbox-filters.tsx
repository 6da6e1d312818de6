import {
  MAIL_KIND_LABELS,
  MAIL_KINDS,
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  OUTBOX_MSG,
  type MailKind,
  type MailStatus,
} from '@cms/contract';
import { SearchForm } from '@/components/search-form';
import { NativeSelect } from '@/components/ui/select';
import type { OutboxFilters as Filters } from '../api/outbox';

const STATUS_OPTIONS = [
  { value: 'all', label: OUTBOX_MSG.allStatuses },
  ...MAIL_STATUSES.map((value) => ({ value, label: MAIL_STATUS_LABELS[value] })),
];
const KIND_OPTIONS = [
  { value: 'all', label: OUTBOX_MSG.allKinds },
  ...MAIL_KINDS.map((value) => ({ value, label: MAIL_KIND_LABELS[value] })),
];

/** Search by recipient, status and kind of the outbox. */
export function OutboxFilters({ filters, onChange }: { filters: Filters; onChange: (next: Partial<Filters>) => void }) {
  return (
    <div className="mb-6 flex flex-col gap-3 md:flex-row md:items-center">
      <SearchForm
        value={filters.search}
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
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as MailStatus | 'all' })}
          className="md:w-40"
        />
        <NativeSelect
          aria-label={OUTBOX_MSG.kind}
          options={KIND_OPTIONS}
          value={filters.kind}
          onChange={(e) => onChange({ kind: e.target.value as MailKind | 'all' })}
          className="md:w-56"
        />
      </div>
    </div>
  );
}
