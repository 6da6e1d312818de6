/**
 * Calendar months in the college's time zone, as instants (no I/O): where this month, last month
 * and the chart's months begin and end, and their YYYY-MM keys (the same keys the database groups
 * by with `to_char(created_at at time zone tz, 'YYYY-MM')`).
 */
import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { startOfMonth } from 'date-fns/startOfMonth';
import { subMonths } from 'date-fns/subMonths';

/** [start, end) of one calendar month. */
export interface MonthWindow {
  /** YYYY-MM in the time zone. */
  key: string;
  start: Date;
  end: Date;
}

export interface MonthWindows {
  thisMonth: MonthWindow;
  lastMonth: MonthWindow;
  /** The last `chartMonths` months, oldest first, this month last. */
  chart: MonthWindow[];
}

/** A plain Date of the same instant (a TZDate formats and serialises in its own zone). */
const instant = (d: Date) => new Date(d.getTime());

function windowOf(start: TZDate): MonthWindow {
  return { key: format(start, 'yyyy-MM'), start: instant(start), end: instant(addMonths(start, 1)) };
}

export function monthWindows(now: Date, timeZone: string, chartMonths: number): MonthWindows {
  const thisStart = startOfMonth(new TZDate(now.getTime(), timeZone));
  const chart: MonthWindow[] = [];
  for (let back = chartMonths - 1; back >= 0; back--) chart.push(windowOf(subMonths(thisStart, back)));
  return { thisMonth: windowOf(thisStart), lastMonth: windowOf(subMonths(thisStart, 1)), chart };
}
