/**
 * The pieces that the learner's edit dialog and the instructor's update form share (spec 2, 5, 8):
 * the gender and branch selects (a value saved off the edit list stays selectable), the phone
 * field, the optional new image with its upload progress bar and the Save row. Each takes the
 * form and its field's id; the names are the same in both forms.
 */
import { PROFILE_MSG, editOptions, type Option } from '@cms/contract';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextField, type FieldForm } from '@/components/ui/form';
import { FileDropzone } from '@/features/media';
import { PROFILE_EDIT_IMAGE_UPLOAD } from '../api/profile-image-upload';

interface SharedFieldProps<T extends FieldValues> {
  form: FieldForm<T>;
  id: string;
}

const SELECT_TEXT = {
  gender: { label: PROFILE_MSG.gender, placeholder: 'Select gender' },
  branch: { label: PROFILE_MSG.branch, placeholder: 'Select branch' },
} as const;

/**
 * The gender or branch select (id `field(name)`): the profile's edit list of it, plus the saved
 * value when that is off the list.
 */
export function EditSelectField<T extends FieldValues>({
  form,
  name,
  field,
  lists,
  saved,
}: {
  form: FieldForm<T>;
  name: keyof typeof SELECT_TEXT;
  field: (name: string) => string;
  lists: { genders: readonly Option[]; branches: readonly Option[] };
  saved: { gender: string; branch: string };
}) {
  return (
    <SelectField
      form={form}
      name={name as Path<T>}
      id={field(name)}
      label={SELECT_TEXT[name].label}
      options={editOptions(name === 'gender' ? lists.genders : lists.branches, saved[name])}
      placeholder={SELECT_TEXT[name].placeholder}
    />
  );
}

/** The optional phone number. */
export function PhoneField<T extends FieldValues>({
  form,
  id,
  disabled,
  hint,
}: SharedFieldProps<T> & { disabled: boolean; hint?: string }) {
  return (
    <TextField
      form={form}
      name={'phone' as Path<T>}
      id={id}
      label={PROFILE_MSG.phoneLabel}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+91 98765 43210"
      hint={hint}
      disabled={disabled}
    />
  );
}

/** The optional new profile image, across the whole form: without one the current image stays. */
export function ProfileImageField<T extends FieldValues>({
  form,
  id,
  disabled,
  onUploadingChange,
}: SharedFieldProps<T> & { disabled: boolean; onUploadingChange: (uploading: boolean) => void }) {
  return (
    <div className="space-y-1 sm:col-span-2">
      <FileDropzone
        form={form}
        name={'profileImg' as Path<T>}
        id={id}
        label={PROFILE_MSG.profileImage}
        kind={PROFILE_EDIT_IMAGE_UPLOAD}
        disabled={disabled}
        onUploadingChange={onUploadingChange}
      />
      <p className="text-xs text-muted-foreground">Optional: without a new image, your current one stays.</p>
    </div>
  );
}

/** Cancel and Save across the form; Save waits for the save and for an image upload. */
export function SaveRow({ cancel, busy, uploading }: { cancel: ReactNode; busy: boolean; uploading: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
      {cancel}
      <Button type="submit" variant="gradient" disabled={busy || uploading} aria-busy={busy}>
        {busy ? <Loader2 aria-hidden className="animate-spin" /> : null}
        {busy ? PROFILE_MSG.saving : PROFILE_MSG.save}
      </Button>
    </div>
  );
}
