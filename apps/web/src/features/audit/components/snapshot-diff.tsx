import { AUDIT_MSG, formatRupees } from '@cms/contract';
import { cn } from '@/lib/utils';

type Snapshot = Record<string, unknown> | null;

/** A snapshot value as text: paise fields in rupees, objects as JSON, nothing as "—". */
function showValue(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && /paise$/i.test(key)) return formatRupees(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of the row before and after the action, side by side; the changed ones stand out. */
export function SnapshotDiff({ before, after }: { before: Snapshot; after: Snapshot }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <p className="text-sm text-muted-foreground">—</p>;
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full text-left text-xs">
        <thead className="bg-muted/60 text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">Field</span>
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {AUDIT_MSG.before}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {AUDIT_MSG.after}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {keys.map((key) => {
            const b = before?.[key];
            const a = after?.[key];
            const changed = before !== null && after !== null && !same(b, a);
            return (
              <tr key={key} className={cn(changed && 'bg-primary/5')} data-changed={changed || undefined}>
                <th scope="row" className="px-3 py-1.5 font-mono font-medium whitespace-nowrap text-muted-foreground">
                  {key}
                </th>
                <td className="px-3 py-1.5 font-mono break-words">{before === null ? '—' : showValue(key, b)}</td>
                <td className={cn('px-3 py-1.5 font-mono break-words', changed && 'font-semibold text-primary')}>
                  {after === null ? '—' : showValue(key, a)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
