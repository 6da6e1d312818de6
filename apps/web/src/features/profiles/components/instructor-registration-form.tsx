import {
  BRANCHES_INSTRUCTOR,
  GENDERS_REGISTRATION,
  instructorRegistrationSchema,
  type InstructorRegistrationInput,
} from '@cms/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { SelectField, TextField } from '@/components/ui/form';
import { verifyInstructor } from '../api/verify';
import { useRegistration } from '../api/use-registration';
import { FormGrid, ImageAndSubmit, RollNumberField } from './registration-fields';

const INSTRUCTOR_ORDER = [
  'rollNumber',
  'branch',
  'college',
  'gender',
  'linkedIn',
  'gitHub',
  'UPI',
  'profileImg',
] as const;

export function InstructorRegistrationForm() {
  const { form, onSubmit } = useRegistration<InstructorRegistrationInput>({
    resolver: zodResolver(instructorRegistrationSchema),
    defaultValues: {
      rollNumber: '',
      branch: '',
      college: '',
      gender: '',
      linkedIn: '',
      gitHub: '',
      UPI: '',
      profileImg: '',
    },
    fieldOrder: INSTRUCTOR_ORDER,
    submit: verifyInstructor,
  });
  return (
    <FormGrid onSubmit={() => void onSubmit()} label="Instructor registration">
      <RollNumberField form={form} name="rollNumber" id="instructor-rollNumber" />
      <SelectField
        form={form}
        name="branch"
        id="instructor-branch"
        label="Branch"
        options={BRANCHES_INSTRUCTOR}
        placeholder="Select branch"
      />
      <TextField
        form={form}
        name="college"
        id="instructor-college"
        label="College"
        placeholder="Your college"
        autoComplete="organization"
      />
      <SelectField
        form={form}
        name="gender"
        id="instructor-gender"
        label="Gender"
        options={GENDERS_REGISTRATION}
        placeholder="Select gender"
      />
      <TextField
        form={form}
        name="linkedIn"
        id="instructor-linkedIn"
        label="LinkedIn"
        type="url"
        placeholder="https://www.linkedin.com/in/you"
      />
      <TextField
        form={form}
        name="gitHub"
        id="instructor-gitHub"
        label="GitHub"
        type="url"
        placeholder="https://github.com/you"
      />
      <TextField
        form={form}
        name="UPI"
        id="instructor-UPI"
        label="UPI ID"
        placeholder="name@bank"
        autoComplete="off"
        spellCheck={false}
      />
      <ImageAndSubmit form={form} name="profileImg" id="instructor-profileImg" />
    </FormGrid>
  );
}
