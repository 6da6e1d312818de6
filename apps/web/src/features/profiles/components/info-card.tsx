import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

export interface InfoRow {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
}

/** A titled card of read-only facts: a definition list, one column on phones and two from `sm`. */
export function InfoCard({ title, rows, className }: { title: string; rows: readonly InfoRow[]; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">{title}</h2>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
          {rows.map(({ label, value, icon: Icon }) => (
            // Only dt and dd may sit in a dl's div: the icon is drawn inside the dt, beside both.
            <div key={label} className="relative min-h-9 min-w-0 pl-12">
              <dt className="text-xs font-medium text-muted-foreground">
                <span className="absolute top-0 left-0 flex size-9 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon aria-hidden className="size-4" />
                </span>
                {label}
              </dt>
              <dd className="text-sm font-semibold [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
