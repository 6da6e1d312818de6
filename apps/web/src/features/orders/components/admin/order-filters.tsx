import {
  ADMIN_ORDERS_MSG,
  DATE_RANGE_LABELS,
  DATE_RANGES,
  ORDER_FILTER_LABELS,
  ORDER_FILTERS,
  type AdminOrdersQuery,
} from '@cms/contract';
import { optionsOf, QueryFilterBar, type QueryFiltersProps, type QuerySelect } from '@/components/list-filters';

const SELECTS: readonly QuerySelect<AdminOrdersQuery>[] = [
  { key: 'status', label: 'Status', options: optionsOf(ORDER_FILTERS, ORDER_FILTER_LABELS), className: 'md:w-40' },
  { key: 'range', label: 'Date range', options: optionsOf(DATE_RANGES, DATE_RANGE_LABELS), className: 'md:w-40' },
];

/** Search, status and date range of the orders list. */
export function OrderFilters(props: QueryFiltersProps<AdminOrdersQuery>) {
  return (
    <QueryFilterBar
      {...props}
      search={{ placeholder: ADMIN_ORDERS_MSG.searchPlaceholder, label: 'Search orders' }}
      selects={SELECTS}
    />
  );
}
