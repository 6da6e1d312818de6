/** Database schema (PostgreSQL dialect; the same on PGlite and on a PostgreSQL server), one file per domain. */
export * from './users.js';
export * from './uploads.js';
export * from './profiles.js';
export * from './courses.js';
export * from './learning.js';
export * from './reviews.js';
export * from './orders.js';
export * from './withdrawals.js';
export * from './audit.js';
export * from './accounts.js';
export * from './conversations.js';
export * from './mail.js';
export * from './rate-limits.js';
export * from './role-requests.js';
