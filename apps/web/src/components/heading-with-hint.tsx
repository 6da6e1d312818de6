/** A section's <h2> (its look given) with a one-line muted hint under it. */
export function HeadingWithHint({
  id,
  title,
  hint,
  className,
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id?: string;
  title: string;
  hint: string;
  /** Of the heading. */
  className: string;
}) {
  return (
    <div>
      <h2 id={id} className={className}>
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{hint}</p>
    </div>
  );
}
