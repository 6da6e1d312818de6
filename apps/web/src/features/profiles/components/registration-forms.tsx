import {
  BRANCHES_INSTRUCTOR,
  BRANCHES_LEAD,
  BRANCHES_STUDENT,
  GENDERS_REGISTRATION,
  instructorRegistrationSchema,
  leadRegistrationSchema,
  MESSAGE_TITLES,
  MSG,
  ROLE_HOME,
  ROLL_NUMBER_LENGTH,
  studentRegistrationSchema,
  TEAMS,
  type InstructorRegistrationInput,
  type LeadRegistrationInput,
  type Option,
  type StudentRegistrationInput,
  type VerifyResponse,
} from '@cms/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AUTH_QUERY_KEY, useSetAuth } from '@/features/auth';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { isApiError } from '@/lib/api';
import { verifyInstructor, verifyLead, verifyStudent } from '@/features/profiles/api/verify';
import { PROFILE_IMAGE_UPLOAD } from '@/features/media';
import { FileDropzone } from '@/features/media';

const TEAM_OPTIONS: readonly Option[] = TEAMS.map((t) => ({ value: t, label: t }));

/** Spec section 5: a validation notice is a destructive toast with a title and a description. */
export function toastValidation(message: string) {
  const title = MESSAGE_TITLES[message];
  if (title) toast.error(title, { description: message });
  else toast.error(message);
}

/** Shared behaviour of the three registration forms. */
function useRegistration<T extends FieldValues>(options: {
  resolver: Resolver<T>;
  defaultValues: T;
  fieldOrder: readonly Path<T>[];
  submit: (values: T) => Promise<VerifyResponse>;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { setUser } = useSetAuth();
  const [uploading, setUploading] = useState(false);
  const form = useForm<T>({
    resolver: options.resolver,
    // react-hook-form's DefaultValues type is a deep partial of T
    defaultValues: options.defaultValues as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onInvalid = (errors: FieldErrors<T>) => {
    for (const name of options.fieldOrder) {
      const message = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
      if (message) {
        toastValidation(message);
        return;
      }
    }
  };

  const onValid = async (values: T) => {
    try {
      const res = await options.submit(values);
      if (!res.success) {
        toast.error(res.message || MSG.registrationFailed);
        return;
      }
      toast.success(res.message || MSG.registrationSuccess);
      setUser(res.user);
      const role = res.user.role === 'Empty' ? res.role : res.user.role;
      await navigate(role === 'Empty' ? '/check/verify' : ROLE_HOME[role], { replace: true });
    } catch (error) {
      if (isApiError(error)) {
        if (error.fields) {
          for (const [field, message] of Object.entries(error.fields)) {
            if ((options.fieldOrder as readonly string[]).includes(field)) {
              form.setError(field as Path<T>, { message });
            }
          }
        }
        toast.error(error.message || MSG.registrationFailed);
        // Already verified elsewhere: reload the session so the guard can send the user home.
        if (error.status === 409) void queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
        return;
      }
      const text = error instanceof Error && error.message ? error.message : MSG.pleaseTryAgain;
      toast.error(MSG.formSubmissionFailed, { description: text });
    }
  };

  return { form, uploading, setUploading, onSubmit: form.handleSubmit(onValid, onInvalid) };
}

/* ------------------------------------------------------------------ field helpers */

function err<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>): string | undefined {
  const e = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[name];
  return typeof e?.message === 'string' ? e.message : undefined;
}

function TextField<T extends FieldValues>({
  form,
  name,
  label,
  id,
  type = 'text',
  placeholder,
  extra,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  id: string;
  type?: string;
  placeholder?: string;
  extra?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const error = err(form, name);
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        type={type}
        placeholder={placeholder}
        {...extra}
        {...form.register(name)}
        {...fieldAria(id, error)}
      />
    </FormField>
  );
}

function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  id,
  options,
  placeholder,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  id: string;
  options: readonly Option[];
  placeholder: string;
}) {
  const error = err(form, name);
  return (
    <FormField id={id} label={label} error={error}>
      <NativeSelect
        id={id}
        options={options}
        placeholder={placeholder}
        {...form.register(name)}
        {...fieldAria(id, error)}
      />
    </FormField>
  );
}

function RollNumberField<T extends FieldValues>({
  form,
  name,
  id,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  id: string;
}) {
  return (
    <TextField
      form={form}
      name={name}
      id={id}
      label="Roll Number"
      placeholder="e.g. 22A91A0501"
      extra={{
        minLength: ROLL_NUMBER_LENGTH,
        maxLength: ROLL_NUMBER_LENGTH,
        autoCapitalize: 'characters',
        autoComplete: 'off',
        spellCheck: false,
      }}
    />
  );
}

function ImageField<T extends FieldValues>({
  form,
  name,
  id,
  onUploadingChange,
  disabled,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  id: string;
  onUploadingChange: (uploading: boolean) => void;
  disabled?: boolean;
}) {
  form.register(name);
  return (
    <FileDropzone
      id={id}
      label="Profile Image"
      kind={PROFILE_IMAGE_UPLOAD}
      error={err(form, name)}
      disabled={disabled}
      onUploadingChange={onUploadingChange}
      onChange={(file) =>
        form.setValue(name, (file?.id ?? '') as never, {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        })
      }
    />
  );
}

function SubmitButton({ busy, uploading }: { busy: boolean; uploading: boolean }) {
  return (
    <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={busy || uploading}>
      {busy ? 'Submitting...' : 'Submit'}
    </Button>
  );
}

function FormGrid({ children, onSubmit, label }: { children: ReactNode; onSubmit: () => void; label: string }) {
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

/* ------------------------------------------------------------------ the three forms */

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
        <ImageField
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
  const { form, uploading, setUploading, onSubmit } = useRegistration<InstructorRegistrationInput>({
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
  const busy = form.formState.isSubmitting;
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
        extra={{ autoComplete: 'organization' }}
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
        extra={{ autoComplete: 'off', spellCheck: false }}
      />
      <div className="sm:col-span-2">
        <ImageField
          form={form}
          name="profileImg"
          id="instructor-profileImg"
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
