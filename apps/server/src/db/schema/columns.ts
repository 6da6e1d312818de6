/** Column helpers shared by the tables. */
import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A required reference to the row `target` names; with `cascade` the row is deleted with that row. */
export const requiredRef = (column: string, target: () => AnyPgColumn, { cascade = false } = {}) =>
  uuid(column)
    .notNull()
    .references(target, cascade ? { onDelete: 'cascade' } : {});
