import {
  BRANCHES_LEAD,
  BRANCHES_STUDENT,
  GENDERS_REGISTRATION,
  leadRegistrationSchema,
  studentRegistrationSchema,
  TEAMS,
  type LeadRegistrationInput,
  type Option,
  type StudentRegistrationInput,
  type VerifyResponse,
} from '@cms/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, Resolver } from 'react-hook-form';
import { SelectField } from '@/components/ui/form';
import { verifyLead, verifyStudent } from '../api/verify';
import { useRegistration } from '../api/use-registration';
import { FormGrid, ProfileImageField, RollNumberField, SubmitButton } from './registration-fields';

const TEAM_OPTIONS: readonly Option[] = TEAMS.map((t) => ({ value: t, label: t }));

/** Students and leads register the same fields; they differ in branch list and team field name. */
interface TeamMemberFormSpec<T extends FieldValues> {
  idPrefix: string;
  label: string;
  resolver: Resolver<T>;
  defaultValues: T;
  fieldOrder: readonly Path<T>[];
  teamField: Path<T>;
  branches: readonly Option[];
  submit: (values: T) => Promise<VerifyResponse>;
}

function TeamMemberRegistrationForm<T extends FieldValues>({ spec }: { spec: TeamMemberFormSpec<T> }) {
  const { form, uploading, setUploading, onSubmit } = useRegistration<T>(spec);
  const busy = form.formState.isSubmitting;
  const id = (field: string) => `${spec.idPrefix}-${field}`;
  const field = (name: string) => name as Path<T>;
  return (
    <FormGrid onSubmit={() => void onSubmit()} label={spec.label}>
      <RollNumberField form={form} name={field('rollNumber')} id={id('rollNumber')} />
      <SelectField
        form={form}
        name={field('branch')}
        id={id('branch')}
        label="Branch"
        options={spec.branches}
        placeholder="Select branch"
      />
      <SelectField
        form={form}
        name={spec.teamField}
        id={id('team')}
        label="Team"
        options={TEAM_OPTIONS}
        placeholder="Select team"
      />
      <SelectField
        form={form}
        name={field('gender')}
        id={id('gender')}
        label="Gender"
        options={GENDERS_REGISTRATION}
        placeholder="Select gender"
      />
      <div className="sm:col-span-2">
        <ProfileImageField
          form={form}
          name={field('profileImg')}
          id={id('profileImg')}
          onUploadingChange={setUploading}
          disabled={busy}
        />
      </div>
      <div className="sm:col-span-2">
        <SubmitButton busy={busy} uploading={uploading} />
      </div>
    </FormGrid>
  );
}

const STUDENT_FORM: TeamMemberFormSpec<StudentRegistrationInput> = {
  idPrefix: 'student',
  label: 'Student registration',
  resolver: zodResolver(studentRegistrationSchema),
  defaultValues: { rollNumber: '', branch: '', teamNum: '', gender: '', profileImg: '' },
  fieldOrder: ['rollNumber', 'branch', 'teamNum', 'gender', 'profileImg'],
  teamField: 'teamNum',
  branches: BRANCHES_STUDENT,
  submit: verifyStudent,
};

const LEAD_FORM: TeamMemberFormSpec<LeadRegistrationInput> = {
  idPrefix: 'lead',
  label: 'Lead registration',
  resolver: zodResolver(leadRegistrationSchema),
  defaultValues: { rollNumber: '', branch: '', teamNo: '', gender: '', profileImg: '' },
  fieldOrder: ['rollNumber', 'branch', 'teamNo', 'gender', 'profileImg'],
  teamField: 'teamNo',
  branches: BRANCHES_LEAD,
  submit: verifyLead,
};

export function StudentRegistrationForm() {
  return <TeamMemberRegistrationForm spec={STUDENT_FORM} />;
}

export function LeadRegistrationForm() {
  return <TeamMemberRegistrationForm spec={LEAD_FORM} />;
}
