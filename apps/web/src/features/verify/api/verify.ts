import {
  API,
  PROFILE_UPLOAD_FIELD,
  type InstructorRegistrationInput,
  type LeadRegistrationInput,
  type StudentRegistrationInput,
  type UploadResponse,
  type VerifyResponse,
} from '@cms/contract';
import { api, uploadFile } from '../../../lib/api';

export const verifyStudent = (body: StudentRegistrationInput) => api.post<VerifyResponse>(API.verifyStudent, body);
export const verifyLead = (body: LeadRegistrationInput) => api.post<VerifyResponse>(API.verifyLead, body);
export const verifyInstructor = (body: InstructorRegistrationInput) =>
  api.post<VerifyResponse>(API.verifyInstructor, body);

/** POST /api/uploads/profile-image (multipart, field "profile") with progress in percent. */
export function uploadProfileImage(file: File, onProgress: (percent: number) => void, signal?: AbortSignal) {
  return uploadFile<UploadResponse>(API.uploadProfileImage, file, { field: PROFILE_UPLOAD_FIELD, onProgress, signal });
}
