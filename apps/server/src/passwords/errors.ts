/** The refusals of a new password beyond the contract's length rule: HTTP status, code and message. */
import { ACCOUNT_MSG } from '@cms/contract';
import { badRequest } from '../errors/index.js';

export const passwordRuleErrors = {
  /** On the common-password list: a field error under `field` (password or newPassword). */
  tooCommon: (field: string) => badRequest(ACCOUNT_MSG.passwordTooCommon, { [field]: ACCOUNT_MSG.passwordTooCommon }),
};
