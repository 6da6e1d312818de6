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
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useSetAuth } from '@/features/auth';
import { api, parseResponse } from '@/lib/api';
import { useFetchQuery } from '@/lib/fetch-query';
import { profileKeys, withdrawalKeys } from '@/lib/query-keys';
import { useRefetch } from '@/lib/refetching-mutation';

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
  return useFetchQuery(profileKeys.student, getStudentProfile);
}

export function useLeadProfile() {
  return useFetchQuery(profileKeys.lead, getLeadProfile);
}

export function useInstructorProfile() {
  return useFetchQuery(profileKeys.instructor, getInstructorProfile);
}

/** A profile save: afterwards the session user is the saved one and `refresh` is fetched again. */
function useProfileSave<I, R extends { user: SessionUser }>(save: (input: I) => Promise<R>, refresh: QueryKey[]) {
  const refetch = useRefetch(refresh);
  const { setUser } = useSetAuth();
  return useMutation({
    mutationFn: save,
    onSuccess: async (res) => {
      setUser(res.user);
      await refetch();
    },
  });
}

export const useUpdateStudentProfile = () => useProfileSave(updateStudentProfile, [profileKeys.student]);
export const useUpdateLeadProfile = () => useProfileSave(updateLeadProfile, [profileKeys.lead]);
/** The withdrawals page shows the UPI ID of the profile. */
export const useUpdateInstructorProfile = () =>
  useProfileSave(updateInstructorProfile, [profileKeys.instructor, withdrawalKeys.all]);
