/**
 * Messages between a lead and a member of the lead's team (spec 2 "Team members", 5 "Message to
 * team member", 8 "Team message"): one conversation per pair, read in the app under Messages by
 * both sides, with an unread count in the sidebar. Every message also goes out by e-mail.
 */
import { z } from 'zod';
import { ROLES } from './options.js';
import { actionResponseSchema, listOf } from './http.js';
import { visibleText } from './text-fields.js';
import { CONVERSATION_MSG } from './texts/conversation.js';
import { MESSAGE_MAX_LENGTH } from './constants.js';

/** How often the sidebar asks for the unread count (and on window focus). */
export const UNREAD_POLL_MS = 30_000;
/** The first characters of the last message shown in the conversation list. */
export const MESSAGE_SNIPPET_LENGTH = 120;

/** "3 unread" (the badge's and the list's accessible text). */
export const unreadText = (count: number) => `${count} unread`;

/**
 * The text of a message: blank (only spaces, or only characters that show nothing) is refused with
 * the spec's "Please enter a message"; surrounding spaces are dropped; at most MESSAGE_MAX_LENGTH
 * characters.
 */
export const messageText = visibleText(
  MESSAGE_MAX_LENGTH,
  CONVERSATION_MSG.messageRequired,
  CONVERSATION_MSG.messageTooLong,
);

/** A message to send, from the team page or as a reply in a thread: { message }. */
export const messageInputSchema = z.object({ message: messageText });
export type MessageInput = z.infer<typeof messageInputSchema>;

/** A person beside what they wrote: the other side of a conversation, the author of a question or a reply. */
export const participantSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Profile picture URL, else the account's own image; null shows the initials. */
  image: z.string().nullable(),
  role: z.enum(ROLES),
});
export type Participant = z.infer<typeof participantSchema>;

/** One row of the conversation list. */
export const conversationSummarySchema = z.object({
  id: z.string(),
  other: participantSchema,
  lastMessage: z
    .object({
      /** The first MESSAGE_SNIPPET_LENGTH characters of the last message. */
      snippet: z.string(),
      at: z.string(),
      /** The caller wrote it. */
      fromMe: z.boolean(),
    })
    .nullable(),
  /** The other side's messages newer than the caller's last read. */
  unreadCount: z.number().int().min(0),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** The caller's conversations, latest message first. */
export const conversationListSchema = listOf('conversations', conversationSummarySchema);
export type ConversationList = z.infer<typeof conversationListSchema>;

/** The caller's unread messages over every conversation (the sidebar badge). */
export const unreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const threadMessageSchema = z.object({
  id: z.string(),
  body: z.string(),
  sentAt: z.string(),
  senderId: z.string(),
  /** The caller wrote it. */
  fromMe: z.boolean(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** One conversation with its messages, oldest first. */
export const threadSchema = z.object({
  success: z.literal(true),
  conversation: z.object({
    id: z.string(),
    other: participantSchema,
    /** False for a lead whose member has left the team (a member may always answer). */
    canReply: z.boolean(),
  }),
  messages: z.array(threadMessageSchema),
});
export type Thread = z.infer<typeof threadSchema>;

/** A sent reply: the spec's message and the new message as the thread shows it. */
export const replyResponseSchema = actionResponseSchema({
  sent: threadMessageSchema,
});
export type ReplyResponse = z.infer<typeof replyResponseSchema>;
