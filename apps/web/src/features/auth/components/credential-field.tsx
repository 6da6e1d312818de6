import type { FieldValues, Path } from 'react-hook-form';
import { TextField, type FieldForm } from '@/components/ui/form';
import { CREDENTIALS, type CredentialKind } from './credentials';

/**
 * A credential of the sign-in, sign-up and reset-password forms, with its icon: "Mail ID" (field
 * `email`), "Password" (field `password`) as the current one (sign-in) or a new one (sign-up), or
 * the reset's new password and its confirmation (fields `password` and `confirm`).
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
