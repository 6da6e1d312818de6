/** A component that is another one (an element or a Radix part) with classes of its own. */
import type { ComponentProps, ElementType } from 'react';
import { cn } from '@/lib/utils';

/**
 * `Component` with the classes `base`; a `className` given adds to them (and wins where they clash).
 * Every other prop, `ref` too, goes through.
 */
export function withClass<C extends ElementType>(Component: C, base: string, displayName: string) {
  function Styled({ className, ...props }: ComponentProps<C> & { className?: string }) {
    const Tag: ElementType = Component;
    return <Tag className={cn(base, className)} {...props} />;
  }
  Styled.displayName = displayName;
  return Styled;
}
