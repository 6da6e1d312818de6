/** One fact of a description list (`<dl>`): its label (`dt`) and its value (`dd`), laid out by the caller's classes. */
import type { ReactNode } from 'react';

/** The classes of a fact: its row, its label and its value. */
export interface FactLook {
  className?: string;
  labelClassName?: string;
  valueClassName?: string;
}

export interface FactProps {
  label: ReactNode;
  children: ReactNode;
}

export function Fact({ label, children, className, labelClassName, valueClassName }: FactProps & FactLook) {
  return (
    <div className={className}>
      <dt className={labelClassName}>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

/** A fact component of one look, for a list whose facts all look alike. */
export function factOfLook(look: FactLook) {
  return function LookedFact(props: FactProps) {
    return <Fact {...look} {...props} />;
  };
}
