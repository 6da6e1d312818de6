import { Search } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Input } from './ui/input';

/**
 * A search box with the magnifier at its start. `box` goes to the wrapper (its width, a search
 * role); `children` sit inside it after the input (a clear button).
 */
export function SearchInput({
  box,
  children,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'children'> & { box?: ComponentProps<'div'>; children?: ReactNode }) {
  return (
    <div {...box} className={cn('relative', box?.className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" className={cn('pl-9', className)} {...props} />
      {children}
    </div>
  );
}
