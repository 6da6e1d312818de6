import {
  BRANCHES_LEAD,
  BRANCHES_STUDENT,
  GENDERS_REGISTRATION,
  leadRegistrationSchema,
  studentRegistrationSchema,
  type LeadRegistrationInput,
  type Option,
  type StudentRegistrationInput,
} from '@cms/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, Resolver } from 'react-hook-form';
import { SelectField } from '@/components/ui/form';
import { verifyLead, verifyStudent, type VerifyAnswer } from '../api/verify';
import { useRegistration } from '../api/use-registration';
import { FormGrid, ImageAndSubmit, RollNumberField, TEAM_OPTIONS } from './registration-fields';

/** Students and leads register the same fields; they differ in branch list and team field name. */
interface TeamMemberFormSpec<T extends FieldValues> {
  idPrefix: string;
  label: string;
  resolver: Resolver<T>;
  defaultValues: T;
  fieldOrder: readonly Path<T>[];
  teamField: Path<T>;
  branches: readonly Option[];
  submit: (values: T) => Promise<VerifyAnswer>;
}

function TeamMemberRegistrationForm<T extends FieldValues>({ spec }: { spec: TeamMemberFormSpec<T> }) {
  const { form, onSubmit } = useRegistration<T>(spec);
  const id = (field: string) => `${spec.idPrefix}-${field}`;
  const field = (name: string) => name as Path<T>;
  // Branch, team and gender: a choice each, between the roll number and the image.
  const selects = [
    { name: field('branch'), id: id('branch'), label: 'Branch', options: spec.branches, placeholder: 'Select branch' },
    { name: spec.teamField, id: id('team'), label: 'Team', options: TEAM_OPTIONS, placeholder: 'Select team' },
    {
      name: field('gender'),
      id: id('gender'),
      label: 'Gender',
      options: GENDERS_REGISTRATION,
      placeholder: 'Select gender',
    },
  ];
  return (
    <FormGrid onSubmit={() => void onSubmit()} label={spec.label}>
      <RollNumberField form={form} name={field('rollNumber')} id={id('rollNumber')} />
      {selects.map((select) => (
        <SelectField key={select.id} form={form} {...select} />
      ))}
      <ImageAndSubmit form={form} name={field('profileImg')} id={id('profileImg')} />
    </FormGrid>
  );
}

/** The spec of a team member's form: the same five fields, the team under the role's own name. */
function teamMemberSpec<T extends FieldValues>(
  spec: Omit<TeamMemberFormSpec<T>, 'defaultValues' | 'fieldOrder'>,
): TeamMemberFormSpec<T> {
  const order = ['rollNumber', 'branch', spec.teamField, 'gender', 'profileImg'] as Path<T>[];
  return {
    ...spec,
    defaultValues: Object.fromEntries(order.map((name) => [name, ''])) as T,
    fieldOrder: order,
  };
}

const STUDENT_FORM = teamMemberSpec<StudentRegistrationInput>({
  idPrefix: 'student',
  label: 'Student registration',
  resolver: zodResolver(studentRegistrationSchema),
  teamField: 'teamNum',
  branches: BRANCHES_STUDENT,
  submit: verifyStudent,
});

const LEAD_FORM = teamMemberSpec<LeadRegistrationInput>({
  idPrefix: 'lead',
  label: 'Lead registration',
  resolver: zodResolver(leadRegistrationSchema),
  teamField: 'teamNo',
  branches: BRANCHES_LEAD,
  submit: verifyLead,
});

export function StudentRegistrationForm() {
  return <TeamMemberRegistrationForm spec={STUDENT_FORM} />;
}

export function LeadRegistrationForm() {
  return <TeamMemberRegistrationForm spec={LEAD_FORM} />;
}
