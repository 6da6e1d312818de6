/** The credential fields of the sign-in and sign-up forms: name, label, icon and input attributes. */
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
} as const;

export type CredentialKind = keyof typeof CREDENTIALS;
