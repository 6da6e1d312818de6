/**
 * The instructor's profile update form (spec 2, 5): LinkedIn, GitHub, Roll Number (exactly 10),
 * Gender, College, Branch, UPI ID, Phone and an optional new image with its upload progress bar.
 * Validated with the contract's schema built from the saved gender and branch. On success
 * "Profile updated successfully" and back to the profile; Cancel goes back without saving.
 */
import {
  EDIT_LISTS,
  PROFILE_MSG,
  formatPhone,
  instructorUpdateSchema,
  type InstructorProfileView,
  type InstructorUpdateInput,
  type InstructorUpdateValues,
} from '@cms/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { declaredTextInputs, TwoColumnForm, useFieldIds } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { useUpdateInstructorProfile } from '../api/own-profile';
import { profileSaveHandler } from '../api/profile-save';
import { EditSelectField, PhoneField, ProfileImageField, SaveRow } from './profile-edit-fields';
import { RollNumberField } from './registration-fields';

const FIELDS = [
  'linkedIn',
  'gitHub',
  'rollNumber',
  'gender',
  'college',
  'branch',
  'UPI',
  'phone',
  'profileImg',
] as const;

/** The plain text inputs: their label and input attributes, by field. */
const TEXT_INPUTS = {
  linkedIn: { label: PROFILE_MSG.linkedIn, type: 'url', placeholder: 'https://www.linkedin.com/in/you' },
  gitHub: { label: PROFILE_MSG.gitHub, type: 'url', placeholder: 'https://github.com/you' },
  college: { label: PROFILE_MSG.college, autoComplete: 'organization' },
  UPI: { label: PROFILE_MSG.upiId, placeholder: 'name@bank', autoComplete: 'off', spellCheck: false },
} as const;

export function InstructorUpdateForm({ profile }: { profile: InstructorProfileView }) {
  const field = useFieldIds();
  const navigate = useNavigate();
  const save = useUpdateInstructorProfile();
  const [uploading, setUploading] = useState(false);
  const saved = { gender: profile.gender, branch: profile.branch };
  const form = useForm<InstructorUpdateValues, unknown, InstructorUpdateInput>({
    resolver: zodResolver(instructorUpdateSchema(saved)),
    defaultValues: {
      linkedIn: profile.linkedIn,
      gitHub: profile.gitHub,
      rollNumber: profile.rollNumber,
      gender: profile.gender,
      college: profile.college,
      branch: profile.branch,
      UPI: profile.UPI,
      phone: profile.phone ? formatPhone(profile.phone) : '',
      profileImg: '',
    },
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = profileSaveHandler(form, FIELDS, {
    save: save.mutateAsync,
    success: PROFILE_MSG.profileUpdatedSuccessfully,
    done: () => navigate(paths.instructor.profile),
  });

  const textInput = declaredTextInputs(form, field, TEXT_INPUTS, busy);
  return (
    <Card>
      <CardContent className="pt-6">
        <TwoColumnForm label={PROFILE_MSG.updateProfile} onSubmit={onSubmit} gap="gap-5">
          {textInput('linkedIn')}
          {textInput('gitHub')}
          <RollNumberField form={form} name="rollNumber" id={field('rollNumber')} />
          <EditSelectField form={form} name="gender" field={field} lists={EDIT_LISTS.instructor} saved={saved} />
          {textInput('college')}
          <EditSelectField form={form} name="branch" field={field} lists={EDIT_LISTS.instructor} saved={saved} />
          {textInput('UPI')}
          <PhoneField form={form} id={field('phone')} disabled={busy} hint="Optional" />
          <ProfileImageField form={form} id={field('profileImg')} disabled={busy} onUploadingChange={setUploading} />
          <SaveRow
            busy={busy}
            uploading={uploading}
            cancel={
              <Button asChild variant="outline">
                <Link to={paths.instructor.profile}>{PROFILE_MSG.cancel}</Link>
              </Button>
            }
          />
        </TwoColumnForm>
      </CardContent>
    </Card>
  );
}
