import {
  API,
  type InstructorRegistrationInput,
  type LeadRegistrationInput,
  type RoleRequestSent,
  type StudentRegistrationInput,
  type VerifyResponse,
} from '@cms/contract';
import { api } from '@/lib/api';

/** A verification's answer: the role granted (201), or, when ROLE_APPROVAL holds the role, the request sent to the admins (202). */
export type VerifyAnswer = VerifyResponse | RoleRequestSent;

/** Whether the answer is a request waiting for an admin rather than a granted role. */
export const isRequestSent = (answer: VerifyAnswer): answer is RoleRequestSent => 'request' in answer;

export const verifyStudent = (body: StudentRegistrationInput) => api.post<VerifyAnswer>(API.verifyStudent, body);
export const verifyLead = (body: LeadRegistrationInput) => api.post<VerifyAnswer>(API.verifyLead, body);
export const verifyInstructor = (body: InstructorRegistrationInput) =>
  api.post<VerifyAnswer>(API.verifyInstructor, body);
