/** The role profiles a verified user registers (student, lead, instructor). */
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns.js';
import { users } from './users.js';
import { uploads } from './uploads.js';

const profileColumns = () => ({
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  rollNumber: text('roll_number').notNull(),
  branch: text('branch').notNull(),
  gender: text('gender').notNull(),
  profileUploadId: uuid('profile_upload_id')
    .notNull()
    .references(() => uploads.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const studentProfiles = pgTable(
  'student_profiles',
  { ...profileColumns(), team: text('team').notNull(), college: text('college'), phone: text('phone') },
  (t) => [uniqueIndex('student_profiles_roll_idx').on(t.rollNumber), index('student_profiles_team_idx').on(t.team)],
);

export const leadProfiles = pgTable(
  'lead_profiles',
  { ...profileColumns(), team: text('team').notNull(), college: text('college'), phone: text('phone') },
  (t) => [uniqueIndex('lead_profiles_roll_idx').on(t.rollNumber), index('lead_profiles_team_idx').on(t.team)],
);

export const instructorProfiles = pgTable(
  'instructor_profiles',
  {
    ...profileColumns(),
    college: text('college').notNull(),
    linkedIn: text('linked_in').notNull(),
    gitHub: text('git_hub').notNull(),
    upi: text('upi').notNull(),
    phone: text('phone'),
  },
  (t) => [uniqueIndex('instructor_profiles_roll_idx').on(t.rollNumber)],
);
