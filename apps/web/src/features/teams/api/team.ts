/** The lead's team (spec 7 GET /lead/team/members, POST /lead/team/message/{memberId}) and View Profile. */
import {
  TEAM_API,
  teamMemberDetailSchema,
  teamMembersSchema,
  teamMessageResponseSchema,
  type MessageInput,
} from '@cms/contract';
import { checkedApi } from '@/lib/api';
import { useFetchQuery } from '@/lib/fetch-query';
import { messageKeys, teamKeys } from '@/lib/query-keys';
import { useRefetchingMutation } from '@/lib/refetching-mutation';

const memberUrl = (template: string, memberId: string) => template.replace(':memberId', encodeURIComponent(memberId));

export const getTeamMembers = (signal?: AbortSignal) => checkedApi.get(teamMembersSchema, TEAM_API.members, signal);

export const getTeamMember = (memberId: string, signal?: AbortSignal) =>
  checkedApi.get(teamMemberDetailSchema, memberUrl(TEAM_API.member, memberId), signal);

export const sendTeamMessage = (memberId: string, input: MessageInput) =>
  checkedApi.post(teamMessageResponseSchema, memberUrl(TEAM_API.message, memberId), input);

/** The whole team: the page sorts and searches it itself (spec 4). */
export function useTeamMembers() {
  return useFetchQuery(teamKeys.members, getTeamMembers);
}

/** One member with their courses (View Profile). */
export function useTeamMember(memberId: string) {
  return useFetchQuery(teamKeys.member(memberId), (signal) => getTeamMember(memberId, signal));
}

/** Sends a message to the member; the member's profile (its conversation link) and the inbox refresh. */
export function useSendTeamMessage(memberId: string) {
  return useRefetchingMutation(
    (input: MessageInput) => sendTeamMessage(memberId, input),
    [teamKeys.member(memberId), messageKeys.all],
    'success',
  );
}
