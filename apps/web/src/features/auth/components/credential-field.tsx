import { Lock, Mail } from 'lucide-react';
import type { FieldValues, Path } from 'react-hook-form';
import { TextField, type FieldForm } from '@/components/ui/form';

const password = { name: 'password', label: 'Password', icon: Lock, type: 'password' } as const;

const CREDENTIALS = {
  email: {
    name: 'email',
    label: 'Mail ID',
    icon: Mail,
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@college.edu',
  },
  'current-password': { ...password, autoComplete: 'current-password', placeholder: 'Your password' },
  'new-password': { ...password, autoComplete: 'new-password', placeholder: '2 to 20 characters' },
} as const;

/**
 * A credential of the sign-in and sign-up forms, with its icon: "Mail ID" (field `email`), or
 * "Password" (field `password`) as the current one (sign-in) or a new one (sign-up).
 */
export function CredentialField<T extends FieldValues>({
  form,
  kind,
  id,
}: {
  form: FieldForm<T>;
  kind: keyof typeof CREDENTIALS;
  id: string;
}) {
  const { name, ...input } = CREDENTIALS[kind];
  return <TextField form={form} name={name as Path<T>} id={id} {...input} />;
}
