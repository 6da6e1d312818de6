/**
 * The caller's own profile (spec 7): read it, with its figures, and save an edit. A saved edit
 * refreshes the profile and replaces the signed-in user (the sidebar's name and avatar) without a
 * page reload.
 */
import {
  PROFILE_API,
  instructorProfileResponseSchema,
  instructorProfileUpdateResponseSchema,
  leadProfileInfoSchema,
  leadProfileUpdateResponseSchema,
  studentProfileInfoSchema,
  studentProfileUpdateResponseSchema,
  type InstructorUpdateInput,
  type LeadEditInput,
  type SessionUser,
  type StudentEditInput,
} from '@cms/contract';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSetAuth } from '@/features/auth';
import { api, parseResponse } from '@/lib/api';
import { profileKeys, withdrawalKeys } from '@/lib/query-keys';

export const getStudentProfile = async (signal?: AbortSignal) =>
  parseResponse(studentProfileInfoSchema, await api.get(PROFILE_API.studentInfo, signal));

export const getLeadProfile = async (signal?: AbortSignal) =>
  parseResponse(leadProfileInfoSchema, await api.get(PROFILE_API.leadInfo, signal));

export const getInstructorProfile = async (signal?: AbortSignal) =>
  parseResponse(instructorProfileResponseSchema, await api.get(PROFILE_API.instructorView, signal));

export const updateStudentProfile = async (input: StudentEditInput) =>
  parseResponse(studentProfileUpdateResponseSchema, await api.put(PROFILE_API.studentUpdate, input));

export const updateLeadProfile = async (input: LeadEditInput) =>
  parseResponse(leadProfileUpdateResponseSchema, await api.put(PROFILE_API.leadUpdate, input));

export const updateInstructorProfile = async (input: InstructorUpdateInput) =>
  parseResponse(instructorProfileUpdateResponseSchema, await api.put(PROFILE_API.instructorUpdate, input));

export function useStudentProfile() {
  return useQuery({ queryKey: profileKeys.student, queryFn: ({ signal }) => getStudentProfile(signal) });
}

export function useLeadProfile() {
  return useQuery({ queryKey: profileKeys.lead, queryFn: ({ signal }) => getLeadProfile(signal) });
}

export function useInstructorProfile() {
  return useQuery({ queryKey: profileKeys.instructor, queryFn: ({ signal }) => getInstructorProfile(signal) });
}

/** A profile save: afterwards the session user is the saved one and `refresh` is fetched again. */
function useProfileSave<I, R extends { user: SessionUser }>(save: (input: I) => Promise<R>, refresh: QueryKey[]) {
  const queryClient = useQueryClient();
  const { setUser } = useSetAuth();
  return useMutation({
    mutationFn: save,
    onSuccess: async (res) => {
      setUser(res.user);
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export const useUpdateStudentProfile = () => useProfileSave(updateStudentProfile, [profileKeys.student]);
export const useUpdateLeadProfile = () => useProfileSave(updateLeadProfile, [profileKeys.lead]);
/** The withdrawals page shows the UPI ID of the profile. */
export const useUpdateInstructorProfile = () =>
  useProfileSave(updateInstructorProfile, [profileKeys.instructor, withdrawalKeys.all]);
