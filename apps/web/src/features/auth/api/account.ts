/** Account security calls: change the password, ask for a reset link, reset with its token. */
import {
  ACCOUNT_API,
  messageResponseSchema,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '@cms/contract';
import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from '@/lib/api';

export const changePassword = async (input: ChangePasswordInput) =>
  parseResponse(messageResponseSchema, await api.post(ACCOUNT_API.changePassword, input));

export const forgotPassword = async (input: ForgotPasswordInput) =>
  parseResponse(messageResponseSchema, await api.post(ACCOUNT_API.forgotPassword, input));

export const resetPassword = async (input: ResetPasswordInput) =>
  parseResponse(messageResponseSchema, await api.post(ACCOUNT_API.resetPassword, input));

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
