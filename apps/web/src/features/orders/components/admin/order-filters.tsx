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
import { FilterBar } from '@/components/list-filters';

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
    <FilterBar
      search={{
        value: filters.search ?? '',
        onSearch: (search) => onChange({ search }),
        placeholder: ADMIN_ORDERS_MSG.searchPlaceholder,
        label: 'Search orders',
      }}
      selects={[
        {
          label: 'Status',
          options: STATUS_OPTIONS,
          value: filters.status,
          onChange: (status) => onChange({ status: status as OrderFilter }),
          className: 'md:w-40',
        },
        {
          label: 'Date range',
          options: RANGE_OPTIONS,
          value: filters.range,
          onChange: (range) => onChange({ range: range as DateRange }),
          className: 'md:w-40',
        },
      ]}
    />
  );
}
