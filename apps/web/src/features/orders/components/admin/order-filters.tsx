import {
  ADMIN_ORDERS_MSG,
  DATE_RANGE_LABELS,
  DATE_RANGES,
  ORDER_FILTER_LABELS,
  ORDER_FILTERS,
  type AdminOrdersQuery,
  type DateRange,
  type OrderFilter,
} from '@cms/contract';
import { NativeSelect } from '@/components/ui/select';
import { SearchForm } from '@/components/search-form';

const STATUS_OPTIONS = ORDER_FILTERS.map((value) => ({ value, label: ORDER_FILTER_LABELS[value] }));
const RANGE_OPTIONS = DATE_RANGES.map((value) => ({ value, label: DATE_RANGE_LABELS[value] }));

/** Search, status and date range of the orders list. */
export function OrderFilters({
  filters,
  onChange,
}: {
  filters: AdminOrdersQuery;
  onChange: (next: Partial<AdminOrdersQuery>) => void;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 md:flex-row md:items-center">
      <SearchForm
        value={filters.search ?? ''}
        onSearch={(search) => onChange({ search })}
        placeholder={ADMIN_ORDERS_MSG.searchPlaceholder}
        label="Search orders"
        button={false}
        className="min-w-0 flex-1"
      />
      <div className="grid grid-cols-2 gap-3 md:flex md:w-auto">
        <NativeSelect
          aria-label="Status"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as OrderFilter })}
          className="md:w-40"
        />
        <NativeSelect
          aria-label="Date range"
          options={RANGE_OPTIONS}
          value={filters.range}
          onChange={(e) => onChange({ range: e.target.value as DateRange })}
          className="md:w-40"
        />
      </div>
    </div>
  );
}
