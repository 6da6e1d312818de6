/** A page's title block: a line above the page's one <h1>, the description under it, and the actions beside them. */
import type { ReactNode } from 'react';

/** The description's colour: muted on the page, light on a banner's gradient. */
const DESCRIPTION = {
  muted: 'max-w-2xl text-sm text-muted-foreground sm:text-base',
  light: 'max-w-2xl text-sm text-indigo-100 sm:text-base',
} as const;

export interface TitleBlockProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

export function TitleBlock({
  title,
  description,
  actions,
  above,
  tone,
  className,
}: TitleBlockProps & {
  /** Above the heading (a badge, a greeting). */
  above: ReactNode;
  tone: keyof typeof DESCRIPTION;
  /** Of the row holding the texts and the actions. */
  className: string;
}) {
  return (
    <div className={className}>
      <div className="space-y-2">
        {above}
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {description ? <p className={DESCRIPTION[tone]}>{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
