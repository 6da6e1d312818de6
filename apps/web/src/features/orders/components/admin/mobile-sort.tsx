import { ADMIN_ORDER_SORTS, type AdminOrderSort, type SortDirection } from '@cms/contract';
import { NativeSelect } from '@/components/ui/select';

const LABELS: Record<AdminOrderSort, Record<SortDirection, string>> = {
  date: { desc: 'Newest first', asc: 'Oldest first' },
  amount: { desc: 'Highest amount', asc: 'Lowest amount' },
  status: { asc: 'Status (A–Z)', desc: 'Status (Z–A)' },
  course: { asc: 'Course (A–Z)', desc: 'Course (Z–A)' },
  email: { asc: 'Email (A–Z)', desc: 'Email (Z–A)' },
};

const OPTIONS = ADMIN_ORDER_SORTS.flatMap((sort) =>
  (['desc', 'asc'] as const).map((dir) => ({ value: `${sort}:${dir}`, label: LABELS[sort][dir] })),
);

/** On phones (no column headers to click): the sort as one select. */
export function MobileSort({
  sort,
  dir,
  onChange,
}: {
  sort: AdminOrderSort;
  dir: SortDirection;
  onChange: (sort: AdminOrderSort, dir: SortDirection) => void;
}) {
  return (
    <div className="mb-3 md:hidden">
      <NativeSelect
        aria-label="Sort orders"
        options={OPTIONS}
        value={`${sort}:${dir}`}
        onChange={(e) => {
          const [s, d] = e.target.value.split(':') as [AdminOrderSort, SortDirection];
          onChange(s, d);
        }}
      />
    </div>
  );
}
