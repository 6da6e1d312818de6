import {
  API,
  type InstructorRegistrationInput,
  type LeadRegistrationInput,
  type StudentRegistrationInput,
  type VerifyResponse,
} from '@cms/contract';
import { api } from '@/lib/api';

export const verifyStudent = (body: StudentRegistrationInput) => api.post<VerifyResponse>(API.verifyStudent, body);
export const verifyLead = (body: LeadRegistrationInput) => api.post<VerifyResponse>(API.verifyLead, body);
export const verifyInstructor = (body: InstructorRegistrationInput) =>
  api.post<VerifyResponse>(API.verifyInstructor, body);
