/** A small icon before its text, in a `span`, `li` or `p` of the given classes (a card's figure, a header's fact). */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function IconText({
  icon: Icon,
  as: Tag = 'span',
  className,
  children,
}: {
  icon: LucideIcon;
  as?: 'span' | 'li' | 'p';
  className: string;
  children: ReactNode;
}) {
  return (
    <Tag className={className}>
      <Icon aria-hidden className="size-4" />
      {children}
    </Tag>
  );
}
