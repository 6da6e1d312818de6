/**
 * Messages between a lead and the members of the lead's team: one conversation per pair, read by
 * its two people only. Writing a message, the conversation's times and the mail to the other
 * person happen in one transaction. A lead writes only while the member is in the lead's team;
 * a member may always answer.
 */
import {
  CONVERSATION_MSG,
  MESSAGES_PATH,
  type ConversationList,
  type ReplyResponse,
  type Role,
  type Thread,
  type ThreadMessage,
  type UnreadCount,
} from '@cms/contract';
import type { Tx } from '../../db/client.js';
import { iso } from '../../dates/iso.js';
import type { Viewer } from '../../session/viewer.js';
import type { OutgoingMail } from '../../mail/mail.js';
import type { MailQueue } from '../../mail/queue.js';
import { messageMail } from '../../mail/templates/message.js';
import { messagesDigestMail } from '../../mail/templates/messages-digest.js';
import { replyMail } from '../../mail/templates/reply.js';
import { pictureOf } from '../media/service.js';
import { messageErrors } from './errors.js';
import type { MessageRepository, PersonRow, Side } from './repository.js';
import type { TeamDirectory } from './team-directory.js';

type SignedIn = NonNullable<Viewer>;

/**
 * Messages to one person within this long become one mail: the first waits this long (with SMTP)
 * and the ones written meanwhile are merged into it.
 */
export const MESSAGE_MAIL_WINDOW_MINUTES = 5;
const MESSAGE_MAIL_WINDOW_MS = MESSAGE_MAIL_WINDOW_MINUTES * 60_000;

/** The mail group of the messages to one person (mail_outbox.group_key). */
export const messageMailGroup = (userId: string) => `messages:${userId}`;

/** A person writing or receiving a message. */
export interface Person {
  id: string;
  name: string;
  email: string;
}

const participant = (p: PersonRow) => ({ id: p.id, name: p.name, image: pictureOf(p), role: p.role as Role });

/** The recipient's Messages, on the app's address. */
const messagesUrl = (appUrl: string, role: string) =>
  `${appUrl}${role === 'Lead' ? MESSAGES_PATH.Lead : MESSAGES_PATH.Student}`;

/** The recipient's own link to the conversation, on the app's address. */
const threadUrl = (appUrl: string, role: string, conversationId: string) =>
  `${appUrl}${role === 'Lead' ? MESSAGES_PATH.Lead : MESSAGES_PATH.Student}/${encodeURIComponent(conversationId)}`;

export class MessageService {
  constructor(
    private readonly repo: MessageRepository,
    private readonly teams: TeamDirectory,
    private readonly mail: MailQueue,
  ) {}

  /** The lead's conversation with a member, if one message was ever sent. */
  conversationWith(leadId: string, memberId: string): Promise<string | null> {
    return this.repo.conversationIdOf(leadId, memberId);
  }

  /**
   * A lead's message to a member of the team (the caller checked the membership): appended to
   * the pair's conversation, created by the first message, and mailed to the member.
   */
  async sendToMember(lead: Person, member: Person, text: string, appUrl: string): Promise<string> {
    return this.repo.transaction(async (tx) => {
      const conversationId = await this.repo.touchPair(tx, lead.id, member.id);
      await this.mail.lockGroup(tx, messageMailGroup(member.id));
      const message = await this.repo.insertMessage(tx, conversationId, lead.id, text);
      await this.mailMessage(tx, { ...member, role: 'Student' }, appUrl, message.createdAt, () =>
        messageMail({ to: member, from: lead, text, url: threadUrl(appUrl, 'Student', conversationId) }),
      );
      return conversationId;
    });
  }

  /** The caller's conversations, latest message first. */
  async list(viewer: SignedIn): Promise<ConversationList> {
    const rows = await this.repo.conversations(viewer.userId);
    return {
      success: true,
      conversations: rows.map((r) => ({
        id: r.id,
        other: participant(r.other),
        lastMessage:
          r.lastAt && r.lastSenderId
            ? { snippet: r.lastSnippet ?? '', at: iso(r.lastAt), fromMe: r.lastSenderId === viewer.userId }
            : null,
        unreadCount: Number(r.unread),
      })),
    };
  }

  async unread(viewer: SignedIn): Promise<UnreadCount> {
    return { count: await this.repo.unreadCount(viewer.userId) };
  }

  /** One conversation of the caller with its messages, oldest first; anyone else's is "not found". */
  async thread(viewer: SignedIn, conversationId: string): Promise<Thread> {
    const conversation = await this.repo.conversationOf(conversationId, viewer.userId);
    if (!conversation) throw messageErrors.conversationNotFound();
    const side = sideOf(conversation, viewer.userId);
    const otherId = side === 'lead' ? conversation.memberId : conversation.leadId;
    const [others, rows, canReply] = await Promise.all([
      this.repo.people([otherId]),
      this.repo.messagesOf(conversation.id),
      side === 'lead' ? this.teams.isMember(viewer.userId, otherId) : Promise.resolve(true),
    ]);
    return {
      success: true,
      conversation: { id: conversation.id, other: participant(others[0]!), canReply },
      messages: rows.map((m) => toThreadMessage(m, viewer.userId)),
    };
  }

  /** The caller has read the conversation up to now; answers the caller's unread count left. */
  async markRead(viewer: SignedIn, conversationId: string): Promise<UnreadCount> {
    if (!(await this.repo.markRead(conversationId, viewer.userId))) throw messageErrors.conversationNotFound();
    return this.unread(viewer);
  }

  /** A reply by either person of the conversation, mailed to the other. */
  async reply(viewer: SignedIn, conversationId: string, text: string, appUrl: string): Promise<ReplyResponse> {
    const sent = await this.repo.transaction(async (tx) => {
      const conversation = await this.repo.conversationOf(conversationId, viewer.userId, tx);
      if (!conversation) throw messageErrors.conversationNotFound();
      const side = sideOf(conversation, viewer.userId);
      const otherId = side === 'lead' ? conversation.memberId : conversation.leadId;
      if (side === 'lead' && !(await this.teams.isMember(viewer.userId, otherId, tx))) throw messageErrors.notInTeam();
      await this.mail.lockGroup(tx, messageMailGroup(otherId));
      const message = await this.repo.insertMessage(tx, conversation.id, viewer.userId, text);
      await this.repo.touch(tx, conversation.id, side);
      await this.mailReply(tx, viewer.userId, otherId, conversation.id, message, appUrl);
      return message;
    });
    return { success: true, message: CONVERSATION_MSG.sent, sent: toThreadMessage(sent, viewer.userId) };
  }

  private async mailReply(
    tx: Tx,
    fromId: string,
    toId: string,
    conversationId: string,
    message: { body: string; createdAt: Date },
    appUrl: string,
  ) {
    const people = await this.repo.people([fromId, toId], tx);
    const from = people.find((p) => p.id === fromId)!;
    const to = people.find((p) => p.id === toId)!;
    await this.mailMessage(tx, to, appUrl, message.createdAt, () =>
      replyMail({ to, from, text: message.body, url: threadUrl(appUrl, to.role, conversationId) }),
    );
  }

  /**
   * The mail of a new message to `to`: its own mail (`single`) when no mail of the last few minutes
   * to them is still waiting; otherwise that mail becomes one listing every message written to them
   * since it was started (this one included). The caller took the group's lock before writing the
   * message, messages are timed when written (clock_timestamp), and a group's mail is dated with
   * its first message: so every message written since the group began is in it, and none before.
   */
  private async mailMessage(
    tx: Tx,
    to: Person & { role: string },
    appUrl: string,
    sentAt: Date,
    single: () => OutgoingMail,
  ): Promise<void> {
    const group = { key: messageMailGroup(to.id), windowMs: MESSAGE_MAIL_WINDOW_MS, startsAt: sentAt };
    await this.mail.enqueueGrouped(tx, group, async (waiting) => {
      if (!waiting) return single();
      const messages = await this.repo.messagesTo(tx, to.id, waiting.createdAt);
      if (messages.length < 2) return single();
      const conversations = new Set(messages.map((m) => m.conversationId));
      const url =
        conversations.size === 1
          ? threadUrl(appUrl, to.role, messages[0]!.conversationId)
          : messagesUrl(appUrl, to.role);
      return messagesDigestMail({ to, messages, url, kind: waiting.kind as OutgoingMail['kind'] });
    });
  }
}

function sideOf(conversation: { leadId: string }, userId: string): Side {
  return conversation.leadId === userId ? 'lead' : 'member';
}

function toThreadMessage(
  m: { id: string; body: string; senderId: string; createdAt: Date },
  viewerId: string,
): ThreadMessage {
  return { id: m.id, body: m.body, sentAt: iso(m.createdAt), senderId: m.senderId, fromMe: m.senderId === viewerId };
}
