/** The credential fields of the sign-in, sign-up and reset-password forms: name, label, icon and input attributes. */
import { ACCOUNT_MSG } from '@cms/contract';
import { Lock, Mail } from 'lucide-react';

const password = { name: 'password', label: 'Password', icon: Lock, type: 'password' } as const;

export const CREDENTIALS = {
  email: {
    name: 'email',
    label: 'Mail ID',
    icon: Mail,
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@college.edu',
  },
  'current-password': { ...password, autoComplete: 'current-password', placeholder: 'Your password' },
  'new-password': { ...password, autoComplete: 'new-password', placeholder: '8 to 128 characters' },
  /** The reset page's new password, then the same again (field `confirm`). */
  'chosen-password': {
    ...password,
    label: ACCOUNT_MSG.newPassword,
    autoComplete: 'new-password',
    placeholder: '8 to 128 characters',
  },
  'confirm-password': {
    ...password,
    name: 'confirm',
    label: ACCOUNT_MSG.confirmNewPassword,
    autoComplete: 'new-password',
  },
} as const;

export type CredentialKind = keyof typeof CREDENTIALS;
