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
import { checkedApi } from '@/lib/api';
import { useFetchQuery } from '@/lib/fetch-query';
import { profileKeys, withdrawalKeys } from '@/lib/query-keys';
import { useRefetch } from '@/lib/refetching-mutation';

export const getStudentProfile = (signal?: AbortSignal) =>
  checkedApi.get(studentProfileInfoSchema, PROFILE_API.studentInfo, signal);

export const getLeadProfile = (signal?: AbortSignal) =>
  checkedApi.get(leadProfileInfoSchema, PROFILE_API.leadInfo, signal);

export const getInstructorProfile = (signal?: AbortSignal) =>
  checkedApi.get(instructorProfileResponseSchema, PROFILE_API.instructorView, signal);

export const updateStudentProfile = (input: StudentEditInput) =>
  checkedApi.put(studentProfileUpdateResponseSchema, PROFILE_API.studentUpdate, input);

export const updateLeadProfile = (input: LeadEditInput) =>
  checkedApi.put(leadProfileUpdateResponseSchema, PROFILE_API.leadUpdate, input);

export const updateInstructorProfile = (input: InstructorUpdateInput) =>
  checkedApi.put(instructorProfileUpdateResponseSchema, PROFILE_API.instructorUpdate, input);

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
