import { RESET_TOKEN_TTL_MINUTES } from '../constants.js';

export const ACCOUNT_MSG = {
  // change password
  changePassword: 'Change Password',
  changePasswordText:
    'Enter your current password, then the new one twice. You stay signed in here; other devices are signed out.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  confirmRequired: 'Please confirm the new password',
  passwordsDiffer: 'Passwords do not match',
  samePassword: 'The new password must be different from the current one',
  /** Sign-up, reset and change: the new password is on the server's list of common passwords. */
  passwordTooCommon: 'This password is too common. Choose another.',
  /** Sign-up, reset and change: the new password is only spaces (or invisible characters). */
  passwordBlank: 'Password cannot be only spaces',
  /** Sign-up, reset and change: the new password is one character repeated ("aaaaaaaa"). */
  passwordOneCharacter: 'Password cannot be one character repeated',
  passwordChanged: 'Password changed',
  saving: 'Saving...',
  cancel: 'Cancel',
  googleOnly: 'This account signs in with Google, so it has no password to change.',
  // forgot password
  forgotPasswordLink: 'Forgot password?',
  forgotTitle: 'Forgot your password?',
  forgotText: 'Enter the Mail ID of your account and we will e-mail you a link to reset your password.',
  sendResetLink: 'Send reset link',
  sending: 'Sending...',
  resetLinkSent: 'If an account exists for that email, we have sent a link to reset the password.',
  resetLinkSentTitle: 'Check your e-mail',
  resetLinkExpiry: `The link works once and expires after ${RESET_TOKEN_TTL_MINUTES} minutes.`,
  backToSignIn: 'Back to Signin',
  rememberedIt: 'Remembered it?',
  useAnotherAddress: 'Use another address',
  // reset password
  resetTitle: 'Set a new password',
  resetText: 'Choose a new password for your account. Every device signed in to it will be signed out.',
  resetPassword: 'Reset password',
  resetting: 'Resetting...',
  resetDone: 'Password reset. Please sign in with your new password.',
  resetInvalid: 'This reset link is invalid or has expired.',
  resetInvalidTitle: 'Reset link not valid',
  requestNewLink: 'Request a new link',
  // an account an admin disabled
  accountDisabled: 'This account has been disabled by an administrator. Please contact your programme office.',
} as const;
