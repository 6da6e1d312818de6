/** Messages (students and leads): the conversation list, the sidebar's unread count, a thread, read marks and replies. */
import {
  CONVERSATION_API,
  UNREAD_POLL_MS,
  conversationListSchema,
  replyResponseSchema,
  threadSchema,
  unreadCountSchema,
  type MessageInput,
} from '@cms/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkedApi } from '@/lib/api';
import { useFetchQuery } from '@/lib/fetch-query';
import { messageKeys } from '@/lib/query-keys';
import { useRefetchingMutation } from '@/lib/refetching-mutation';

const conversationUrl = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

export const getConversations = (signal?: AbortSignal) =>
  checkedApi.get(conversationListSchema, CONVERSATION_API.list, signal);

export const getUnreadCount = (signal?: AbortSignal) =>
  checkedApi.get(unreadCountSchema, CONVERSATION_API.unread, signal);

export const getThread = (id: string, signal?: AbortSignal) =>
  checkedApi.get(threadSchema, conversationUrl(CONVERSATION_API.thread, id), signal);

export const markConversationRead = (id: string) =>
  checkedApi.put(unreadCountSchema, conversationUrl(CONVERSATION_API.read, id));

export const sendReply = (id: string, input: MessageInput) =>
  checkedApi.post(replyResponseSchema, conversationUrl(CONVERSATION_API.thread, id), input);

/** Every messages query is asked again every UNREAD_POLL_MS and whenever the window gets the focus back. */
const POLLED = { refetchInterval: UNREAD_POLL_MS, refetchOnWindowFocus: true } as const;

export function useConversations() {
  return useFetchQuery(messageKeys.list, getConversations, POLLED);
}

/** The sidebar badge (polled like the list). */
export function useUnreadCount() {
  return useFetchQuery(messageKeys.unread, getUnreadCount, { ...POLLED, staleTime: 0 });
}

export function useThread(id: string) {
  return useFetchQuery(messageKeys.thread(id), (signal) => getThread(id, signal), POLLED);
}

/** Marks a conversation read; the badge takes the count the server answers, the list refreshes. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (unread) => {
      queryClient.setQueryData(messageKeys.unread, unread);
      return queryClient.invalidateQueries({ queryKey: messageKeys.list });
    },
  });
}

/** Replies in a conversation; the thread and the list refresh. */
export function useReply(id: string) {
  return useRefetchingMutation(
    (input: MessageInput) => sendReply(id, input),
    [messageKeys.thread(id), messageKeys.list],
    'success',
  );
}
