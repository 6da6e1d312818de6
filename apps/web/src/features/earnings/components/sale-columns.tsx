/** The columns every table of sales has: the date, the course and the amount. */
import { formatRupees, type Sale } from '@cms/contract';
import type { DataColumn } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format';

export const SALE_DATE: DataColumn<Sale> = {
  header: 'Date',
  className: 'whitespace-nowrap text-muted-foreground tabular-nums',
  cell: (sale) => formatDate(sale.date),
};

export const SALE_COURSE: DataColumn<Sale> = {
  header: 'Course',
  className: 'max-w-64 font-medium',
  cell: (sale) => <span className="line-clamp-2">{sale.courseTitle}</span>,
};

export const SALE_AMOUNT: DataColumn<Sale> = {
  header: 'Amount',
  headClassName: 'text-right',
  className: 'text-right font-semibold whitespace-nowrap tabular-nums',
  cell: (sale) => formatRupees(sale.amountPaise),
};
