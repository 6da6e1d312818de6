/** Account security calls: change the password, ask for a reset link, reset with its token. */
import {
  ACCOUNT_API,
  messageResponseSchema,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '@cms/contract';
import { useMutation } from '@tanstack/react-query';
import { checkedApi } from '@/lib/api';

/** A POST of `input` to `path`; every account call answers with a message. */
const postForMessage =
  <I>(path: string) =>
  (input: I) =>
    checkedApi.post(messageResponseSchema, path, input);

export const changePassword = postForMessage<ChangePasswordInput>(ACCOUNT_API.changePassword);
export const forgotPassword = postForMessage<ForgotPasswordInput>(ACCOUNT_API.forgotPassword);
export const resetPassword = postForMessage<ResetPasswordInput>(ACCOUNT_API.resetPassword);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
