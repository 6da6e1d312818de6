import type { FieldValues, Path } from 'react-hook-form';
import { TextField, type FieldForm } from '@/components/ui/form';
import { CREDENTIALS, type CredentialKind } from './credentials';

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
  kind: CredentialKind;
  id: string;
}) {
  const { name, ...input } = CREDENTIALS[kind];
  return <TextField form={form} name={name as Path<T>} id={id} {...input} />;
}
