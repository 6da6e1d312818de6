/** A whole percent, or "—" when there is nothing to compute it from (no enrolments). */
export const percentOrDash = (n: number | null) => (n === null ? '—' : `${n}%`);
