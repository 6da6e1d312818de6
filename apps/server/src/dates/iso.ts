/** Instants as the contract sends them: ISO 8601 text in UTC. */

/** A timestamp (a Date, or the text a raw query answers) as ISO 8601. */
export const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

/** The same, null staying null. */
export const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : iso(d));
