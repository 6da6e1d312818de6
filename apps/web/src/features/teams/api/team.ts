/** The lead's team (spec 7 GET /lead/team/members, POST /lead/team/message/{memberId}) and View Profile. */
import {
  TEAM_API,
  teamMemberDetailSchema,
  teamMembersSchema,
  teamMessageResponseSchema,
  type MessageInput,
} from '@cms/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '@/lib/api';
import { messageKeys, teamKeys } from '@/lib/query-keys';

const memberUrl = (template: string, memberId: string) => template.replace(':memberId', encodeURIComponent(memberId));

export const getTeamMembers = async (signal?: AbortSignal) =>
  parseResponse(teamMembersSchema, await api.get(TEAM_API.members, signal));

export const getTeamMember = async (memberId: string, signal?: AbortSignal) =>
  parseResponse(teamMemberDetailSchema, await api.get(memberUrl(TEAM_API.member, memberId), signal));

export const sendTeamMessage = async (memberId: string, input: MessageInput) =>
  parseResponse(teamMessageResponseSchema, await api.post(memberUrl(TEAM_API.message, memberId), input));

/** The whole team: the page sorts and searches it itself (spec 4). */
export function useTeamMembers() {
  return useQuery({ queryKey: teamKeys.members, queryFn: ({ signal }) => getTeamMembers(signal) });
}

/** One member with their courses (View Profile). */
export function useTeamMember(memberId: string) {
  return useQuery({ queryKey: teamKeys.member(memberId), queryFn: ({ signal }) => getTeamMember(memberId, signal) });
}

/** Sends a message to the member; the member's profile (its conversation link) and the inbox refresh. */
export function useSendTeamMessage(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageInput) => sendTeamMessage(memberId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.member(memberId) }),
        queryClient.invalidateQueries({ queryKey: messageKeys.all }),
      ]),
  });
}
