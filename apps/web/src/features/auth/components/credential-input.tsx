import { Input } from '@/components/ui/input';
import { fieldAria, FormField } from '@/components/ui/form/field-frame';
import { CREDENTIALS, type CredentialKind } from './credentials';

/**
 * A credential field that keeps its value in the input itself (no form library): the sign-in
 * page, part of the first screen, reads the values from the form when it is sent. It looks and
 * reads like CredentialField: label, icon, the error under the input.
 */
export function CredentialInput({ kind, id, error }: { kind: CredentialKind; id: string; error?: string }) {
  const { label, icon: Icon, ...input } = CREDENTIALS[kind];
  return (
    <FormField id={id} label={label} error={error}>
      <div className="relative">
        <Icon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input id={id} {...input} className="h-11 pl-10" {...fieldAria(id, error)} />
      </div>
    </FormField>
  );
}
