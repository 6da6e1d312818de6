/**
 * Messages between a lead and a member of the lead's team: one conversation per pair, its
 * messages, and when each side last read it (unread = the other side's messages after that).
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt, requiredRef } from './columns.js';
import { userRef } from './users.js';

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    leadId: userRef('lead_id', { cascade: true }),
    memberId: userRef('member_id', { cascade: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    leadReadAt: timestamp('lead_read_at', { withTimezone: true }),
    memberReadAt: timestamp('member_read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.leadId, t.memberId),
    check('conversations_two_people_check', sql`${t.leadId} <> ${t.memberId}`),
    // Each side's inbox, latest first.
    index('conversations_lead_idx').on(t.leadId, t.lastMessageAt),
    index('conversations_member_idx').on(t.memberId, t.lastMessageAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: requiredRef('conversation_id', () => conversations.id, { cascade: true }),
    senderId: userRef('sender_id', { cascade: true }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_body_check', sql`length(${t.body}) between 1 and 5000`),
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
  ],
);
