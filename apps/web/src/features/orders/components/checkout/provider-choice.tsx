/** The payment providers offered, as radio cards (shown only when there is more than one). */
import { CHECKOUT_MSG, type Quote } from '@cms/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/utils';

export function ProviderChoice({
  providers,
  field,
  chosen,
  error,
}: {
  providers: Quote['providers'];
  field: UseFormRegisterReturn;
  chosen: string;
  error?: string;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">{CHECKOUT_MSG.payWith}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {providers.map((p) => (
          <label
            key={p.name}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              chosen === p.name ? 'border-primary bg-primary/5' : 'hover:bg-accent',
            )}
          >
            <input type="radio" value={p.name} className="size-4 accent-primary" {...field} />
            <span className="font-medium">{p.label}</span>
          </label>
        ))}
      </div>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
