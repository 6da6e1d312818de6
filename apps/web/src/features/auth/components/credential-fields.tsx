import { Lock, Mail } from 'lucide-react';
import type { FieldValues, Path } from 'react-hook-form';
import { TextField, type FieldForm } from '@/components/ui/form';

/** "Mail ID" of the sign-in and sign-up forms, with its envelope icon. */
export function EmailField<T extends FieldValues>({ form, id }: { form: FieldForm<T>; id: string }) {
  return (
    <TextField
      form={form}
      name={'email' as Path<T>}
      id={id}
      label="Mail ID"
      icon={Mail}
      type="email"
      autoComplete="email"
      placeholder="you@college.edu"
    />
  );
}

/** "Password" of the sign-in and sign-up forms, with its lock icon. */
export function PasswordField<T extends FieldValues>({
  form,
  id,
  autoComplete,
  placeholder,
}: {
  form: FieldForm<T>;
  id: string;
  autoComplete: 'current-password' | 'new-password';
  placeholder: string;
}) {
  return (
    <TextField
      form={form}
      name={'password' as Path<T>}
      id={id}
      label="Password"
      icon={Lock}
      type="password"
      autoComplete={autoComplete}
      placeholder={placeholder}
    />
  );
}
