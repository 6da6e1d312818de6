import { MESSAGE_MAX_LENGTH } from '../constants.js';

export const CONVERSATION_MSG = {
  title: 'Messages',
  subtitle: 'Conversations between team leads and their team members.',
  empty: 'No messages yet',
  emptyStudent: 'When your team lead writes to you, the conversation shows up here.',
  emptyLead: 'Write to a member of your team from Team Members to start a conversation.',
  selectConversation: 'Select a conversation to read it.',
  /** Spec 5: a blank message is refused with this text (toast title Error). */
  messageRequired: 'Please enter a message',
  messageTooLong: `A message can have at most ${MESSAGE_MAX_LENGTH} characters`,
  /** Spec 8: the toasts of a sent message and of a failure. */
  successTitle: 'Success',
  errorTitle: 'Error',
  sent: 'Message sent successfully',
  sendFailed: 'Failed to send message',
  replyLabel: 'Your reply',
  replyPlaceholder: 'Write a reply...',
  send: 'Send',
  /** Enter sends, Shift+Enter starts a new line (issue 19; not in the spec). */
  sendHint: 'Enter to send, Shift + Enter for a new line',
  you: 'You',
  conversationNotFound: 'Conversation not found',
  fetchFailed: 'Failed to load messages. Please try again.',
  backToMessages: 'Back to messages',
  /** A lead's former team member: the thread stays readable, writing is closed. */
  noLongerInTeam: 'is no longer in your team, so you cannot write to them here.',
  notInTeam: 'This person is not a member of your team',
} as const;
