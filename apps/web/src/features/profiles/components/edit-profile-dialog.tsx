/**
 * The edit-profile dialog of the student and lead profiles (spec 2, 5, 8): name, roll number,
 * gender, branch, team (the student's; a lead's is shown read-only), phone, college and a new image
 * with its upload progress bar. Validated with the contract's schema built from the saved gender and
 * branch (a value saved off the edit list stays selectable). Save is disabled while the image
 * uploads; a successful save closes the dialog with "Profile Updated"; the server's field messages
 * show under their fields.
 */
import {
  EDIT_LISTS,
  PROFILE_MSG,
  formatPhone,
  leadEditSchema,
  studentEditSchema,
  type LeadEditInput,
  type StudentEditInput,
  type StudentEditValues,
} from '@cms/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { DialogCancel, TitledDialog } from '@/components/titled-dialog';
import { FormField, SelectField, TextField, TwoColumnForm, useFieldIds } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { profileSaveHandler } from '../api/profile-save';
import { EditSelectField, PhoneField, ProfileImageField, SaveRow } from './profile-edit-fields';
import { RollNumberField, TEAM_OPTIONS } from './registration-fields';

/** What the dialog saves: the lead's edit, plus the team when it is the student's. */
export type LearnerEdit = LeadEditInput & Partial<Pick<StudentEditInput, 'teamNum'>>;

export interface EditProfileDialogProps {
  profile: {
    name: string;
    rollNumber: string;
    gender: string;
    branch: string;
    phone: string | null;
    college: string | null;
  };
  team: string;
  /** The student edits the team; the lead's is shown read-only (it decides whose team the lead sees). */
  teamEditable: boolean;
  onSave: (values: LearnerEdit) => Promise<unknown>;
  /** True while a save runs: the dialog stays open. */
  saving: boolean;
}

const FIELDS = ['name', 'rollNumber', 'gender', 'branch', 'teamNum', 'phone', 'college', 'profileImg'] as const;

export function EditProfileDialog(props: EditProfileDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => (props.saving ? undefined : setOpen(next))}
      opener={{ icon: Pencil, variant: 'gradient' }}
      title={PROFILE_MSG.editProfile}
      description="Update your details. Phone and college are optional."
      busy={props.saving}
      className="max-w-2xl"
    >
      {/* Mounted only while open: every opening starts from the saved profile. */}
      <EditProfileForm {...props} onDone={() => setOpen(false)} />
    </TitledDialog>
  );
}

function EditProfileForm({
  profile,
  team,
  teamEditable,
  onSave,
  onDone,
}: EditProfileDialogProps & { onDone: () => void }) {
  const field = useFieldIds();
  const [uploading, setUploading] = useState(false);
  const saved = { gender: profile.gender, branch: profile.branch };
  const resolver: Resolver<StudentEditValues, unknown, LearnerEdit> = teamEditable
    ? zodResolver(studentEditSchema(saved))
    : // The lead's schema has no team: it drops the (read-only) team and answers the lead's edit.
      (zodResolver(leadEditSchema(saved)) as unknown as Resolver<StudentEditValues, unknown, LearnerEdit>);
  const form = useForm<StudentEditValues, unknown, LearnerEdit>({
    resolver,
    defaultValues: {
      name: profile.name,
      rollNumber: profile.rollNumber,
      gender: profile.gender,
      branch: profile.branch,
      teamNum: team,
      profileImg: '',
      phone: profile.phone ? formatPhone(profile.phone) : '',
      college: profile.college ?? '',
    },
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = profileSaveHandler(form, FIELDS, {
    save: onSave,
    success: PROFILE_MSG.profileUpdated,
    done: onDone,
  });

  return (
    <TwoColumnForm label={PROFILE_MSG.editProfile} onSubmit={onSubmit} gap="gap-4">
      <TextField form={form} name="name" id={field('name')} label="Name" autoComplete="name" disabled={busy} />
      <RollNumberField form={form} name="rollNumber" id={field('rollNumber')} />
      <EditSelectField form={form} name="gender" field={field} lists={EDIT_LISTS.learner} saved={saved} />
      <EditSelectField form={form} name="branch" field={field} lists={EDIT_LISTS.learner} saved={saved} />
      {teamEditable ? (
        <SelectField
          form={form}
          name="teamNum"
          id={field('team')}
          label={PROFILE_MSG.team}
          options={TEAM_OPTIONS}
          placeholder="Select team"
        />
      ) : (
        <FormField id={field('team')} label={PROFILE_MSG.team} hint={PROFILE_MSG.teamReadOnly}>
          <Input id={field('team')} value={team} readOnly aria-readonly />
        </FormField>
      )}
      <PhoneField form={form} id={field('phone')} disabled={busy} />
      <TextField
        form={form}
        name="college"
        id={field('college')}
        label={PROFILE_MSG.college}
        autoComplete="organization"
        placeholder="Your college"
        disabled={busy}
        className={teamEditable ? 'sm:col-span-2' : undefined}
      />
      <ProfileImageField form={form} id={field('profileImg')} disabled={busy} onUploadingChange={setUploading} />
      <SaveRow busy={busy} uploading={uploading} cancel={<DialogCancel label={PROFILE_MSG.cancel} disabled={busy} />} />
    </TwoColumnForm>
  );
}
