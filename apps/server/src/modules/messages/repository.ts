/**
 * Data access of conversations and their messages. A conversation belongs to a (lead, member)
 * pair; each side has a read time, and its unread messages are the other side's messages written
 * after it. No business rules here.
 */
import { and, asc, desc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import { MESSAGE_SNIPPET_LENGTH } from '@cms/contract';
import type { Tx } from '../../db/client.js';
import { conversations, leadProfiles, messages, studentProfiles, users } from '../../db/schema/index.js';
import { Repository, type Handle } from '../../db/repository.js';
import { personColumns as personOf } from '../../db/person-columns.js';

/** Which side of a conversation a user is on. */
export type Side = 'lead' | 'member';

/** A user as the messages show them: their picture is the student or lead profile's. */
const personColumns = personOf(studentProfiles.profileUploadId, leadProfiles.profileUploadId);

/** The caller's read time in the conversation (the column of the caller's side). */
const readAtOf = (userId: string) =>
  sql`case when ${conversations.leadId} = ${userId} then ${conversations.leadReadAt} else ${conversations.memberReadAt} end`;

/** The other side's messages after the caller's read time. */
const unreadOf = (userId: string) =>
  and(
    ne(messages.senderId, userId),
    sql`${messages.createdAt} > coalesce(${readAtOf(userId)}, '-infinity'::timestamptz)`,
  );

const participates = (userId: string) => or(eq(conversations.leadId, userId), eq(conversations.memberId, userId));

export type PersonRow = Awaited<ReturnType<MessageRepository['people']>>[number];
export type ConversationRow = NonNullable<Awaited<ReturnType<MessageRepository['conversationOf']>>>;

export class MessageRepository extends Repository {
  /** Users by id with their profile picture. */
  people(ids: string[], db: Handle = this.db) {
    return db
      .select(personColumns)
      .from(users)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .leftJoin(leadProfiles, eq(leadProfiles.userId, users.id))
      .where(inArray(users.id, ids));
  }

  /** The pair's conversation id, if one message was ever sent. */
  conversationIdOf(leadId: string, memberId: string): Promise<string | null> {
    return this.idWhere(conversations, and(eq(conversations.leadId, leadId), eq(conversations.memberId, memberId)));
  }

  /**
   * The pair's conversation, created on the first message (conversations_pair_idx makes two
   * concurrent first messages meet in one row); its last message time becomes now, and the
   * lead (the writer) has read it up to now.
   */
  async touchPair(tx: Tx, leadId: string, memberId: string): Promise<string> {
    const [row] = await tx
      .insert(conversations)
      .values({ leadId, memberId, lastMessageAt: sql`now()`, leadReadAt: sql`now()` })
      .onConflictDoUpdate({
        target: [conversations.leadId, conversations.memberId],
        set: { lastMessageAt: sql`now()`, leadReadAt: sql`now()` },
      })
      .returning({ id: conversations.id });
    return row!.id;
  }

  /** A message was written by `side`: the conversation's last message time and that side's read time become now. */
  async touch(tx: Tx, conversationId: string, side: Side): Promise<void> {
    await tx
      .update(conversations)
      .set(
        side === 'lead'
          ? { lastMessageAt: sql`now()`, leadReadAt: sql`now()` }
          : { lastMessageAt: sql`now()`, memberReadAt: sql`now()` },
      )
      .where(eq(conversations.id, conversationId));
  }

  /**
   * The messages written to `userId` (by the other person of any of their conversations) at or after
   * `since`, oldest first, with the writer's name and the conversation: what a grouped mail lists.
   */
  messagesTo(tx: Tx, userId: string, since: Date) {
    return tx
      .select({ conversationId: messages.conversationId, from: users.name, text: messages.body })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(and(participates(userId), ne(messages.senderId, userId), gte(messages.createdAt, since)))
      .orderBy(asc(messages.createdAt), asc(messages.id));
  }

  async insertMessage(tx: Tx, conversationId: string, senderId: string, body: string) {
    // Timed when written, not when the transaction began: the order of a group's mail (see MessageService).
    const [row] = await tx
      .insert(messages)
      .values({ conversationId, senderId, body, createdAt: sql`clock_timestamp()` })
      .returning();
    return row!;
  }

  /** The conversation when `userId` is one of its two people; none otherwise. */
  async conversationOf(conversationId: string, userId: string, db: Handle = this.db) {
    const [row] = await db
      .select({ id: conversations.id, leadId: conversations.leadId, memberId: conversations.memberId })
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), participates(userId)))
      .limit(1);
    return row;
  }

  /** The conversation's messages, oldest first. */
  messagesOf(conversationId: string) {
    return this.db
      .select({ id: messages.id, body: messages.body, senderId: messages.senderId, createdAt: messages.createdAt })
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(asc(messages.createdAt), asc(messages.id));
  }

  /** The caller's conversations, latest message first, with the other person, the last message and the unread count. */
  conversations(userId: string) {
    const other = sql<string>`case when ${conversations.leadId} = ${userId} then ${conversations.memberId} else ${conversations.leadId} end`;
    const last = this.db
      .select({
        snippet: sql<string>`left(${messages.body}, ${MESSAGE_SNIPPET_LENGTH})`.as('snippet'),
        at: messages.createdAt,
        senderId: messages.senderId,
      })
      .from(messages)
      .where(eq(messages.conversationId, conversations.id))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(1)
      .as('last');
    const unread = sql<number>`(select count(*)::int from ${messages}
      where ${messages.conversationId} = ${conversations.id} and ${unreadOf(userId)})`;
    return this.db
      .select({
        id: conversations.id,
        other: { ...personColumns },
        lastSnippet: last.snippet,
        lastAt: last.at,
        lastSenderId: last.senderId,
        unread,
      })
      .from(conversations)
      .innerJoin(users, eq(users.id, other))
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .leftJoin(leadProfiles, eq(leadProfiles.userId, users.id))
      .leftJoinLateral(last, sql`true`)
      .where(participates(userId))
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
  }

  /** The caller's unread messages over every conversation. */
  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(conversations)
      .innerJoin(messages, eq(messages.conversationId, conversations.id))
      .where(and(participates(userId), unreadOf(userId)));
    return Number(row?.n ?? 0);
  }

  /** The caller has read the conversation up to now; false when the caller is not one of its people. */
  async markRead(conversationId: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .update(conversations)
      .set({
        leadReadAt: sql`case when ${conversations.leadId} = ${userId} then now() else ${conversations.leadReadAt} end`,
        memberReadAt: sql`case when ${conversations.memberId} = ${userId} then now() else ${conversations.memberReadAt} end`,
      })
      .where(and(eq(conversations.id, conversationId), participates(userId)))
      .returning({ id: conversations.id });
    return rows.length > 0;
  }
}
