import { ROLL_NUMBER_LENGTH, TEAMS, type Option } from '@cms/contract';
import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField, type FieldProps } from '@/components/ui/form';
import { FileDropzone, PROFILE_IMAGE_UPLOAD } from '@/features/media';

/** A field whose label is its own: the form, the field's name and its id. */
type FixedLabelFieldProps<T extends FieldValues> = Pick<FieldProps<T>, 'form' | 'name' | 'id'>;

/** Team-1 … Team-10 as select options. */
export const TEAM_OPTIONS: readonly Option[] = TEAMS.map((t) => ({ value: t, label: t }));

/** The roll number: exactly ROLL_NUMBER_LENGTH characters, typed in capitals. */
export function RollNumberField<T extends FieldValues>({ form, name, id }: FixedLabelFieldProps<T>) {
  return (
    <TextField
      form={form}
      name={name}
      id={id}
      label="Roll Number"
      placeholder="e.g. 22A91A0501"
      minLength={ROLL_NUMBER_LENGTH}
      maxLength={ROLL_NUMBER_LENGTH}
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
    />
  );
}

/**
 * The end of every registration form, across both columns: the profile image (the media drop zone
 * with its progress bar, holding the upload's id) and Submit ("Submitting..." while the form is
 * submitted; disabled then and while the image uploads).
 */
export function ImageAndSubmit<T extends FieldValues>({ form, name, id }: FixedLabelFieldProps<T>) {
  const [uploading, setUploading] = useState(false);
  const busy = form.formState.isSubmitting;
  return (
    <>
      <div className="sm:col-span-2">
        <FileDropzone
          form={form}
          name={name}
          id={id}
          label="Profile Image"
          kind={PROFILE_IMAGE_UPLOAD}
          disabled={busy}
          onUploadingChange={setUploading}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={busy || uploading}>
          {busy ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
    </>
  );
}

/** A registration form: two columns from small screens on, submitted without native validation. */
export function FormGrid({ children, onSubmit, label }: { children: ReactNode; onSubmit: () => void; label: string }) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      className="grid gap-5 sm:grid-cols-2"
    >
      {children}
    </form>
  );
}
