import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FileField, SelectField, setFileId, TextareaField, TextField } from './index';

const schema = z.object({
  email: z.string().email('Invalid email format'),
  branch: z.string().min(1, 'Select an option'),
  about: z.string().min(3, 'Tell us a little more'),
  imageId: z.string().min(1, 'Profile image required'),
  lessons: z.array(z.object({ title: z.string().min(1, 'Title is required') })),
});
type Values = z.infer<typeof schema>;

function Host({ onValid }: { onValid: (v: Values) => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', branch: '', about: '', imageId: '', lessons: [{ title: '' }] },
  });
  // A stand-in upload control: "Upload" starts at 40 %, "Finish" stores the id, "Reject" refuses a file.
  const [progress, setProgress] = useState<number | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField
        form={form}
        name="email"
        id="f-email"
        label="Mail ID"
        icon={Mail}
        type="email"
        hint="Your college mail"
      />
      <SelectField
        form={form}
        name="branch"
        id="f-branch"
        label="Branch"
        placeholder="Select branch"
        options={[
          { value: 'CSE', label: 'Computer Science' },
          { value: 'ECE', label: 'Electronics' },
        ]}
      />
      <TextareaField form={form} name="about" id="f-about" label="About" rows={2} />
      <TextField form={form} name="lessons.0.title" id="f-lesson" label="Section Title" />
      <FileField form={form} name="imageId" id="f-image" label="Profile Image" progress={progress} message={rejection}>
        {({ message, messageId }) => (
          <input type="file" id="f-image" aria-describedby={message ? messageId : undefined} />
        )}
      </FileField>
      <button type="button" onClick={() => setProgress(40)}>
        Upload
      </button>
      <button
        type="button"
        onClick={() => {
          setProgress(null);
          setFileId(form, 'imageId', 'upload-1');
        }}
      >
        Finish
      </button>
      <button type="button" onClick={() => setRejection('Only images are allowed')}>
        Reject
      </button>
      <button type="submit">Submit</button>
    </form>
  );
}

const describedError = (label: string) => {
  const control = screen.getByLabelText(label);
  const id = control.getAttribute('aria-describedby');
  return { control, text: id ? document.getElementById(id)?.textContent : undefined };
};

describe('form fields', () => {
  it('label each control, show the hint until there is an error, then wire the error to the control', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Host onValid={onValid} />);
    expect(screen.getByLabelText('Mail ID')).toHaveAttribute('type', 'email');
    expect(screen.getByText('Your college mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Mail ID')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // handleSubmit validates asynchronously: the errors render after the click has returned.
    await waitFor(() => expect(screen.getByLabelText('Mail ID')).toHaveAttribute('aria-invalid', 'true'));

    for (const [label, message] of [
      ['Mail ID', 'Invalid email format'],
      ['Branch', 'Select an option'],
      ['About', 'Tell us a little more'],
      ['Section Title', 'Title is required'],
    ] as const) {
      const { control, text } = describedError(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(text).toBe(message);
    }
    expect(screen.queryByText('Your college mail')).not.toBeInTheDocument();
    expect(describedError('Profile Image').text).toBe('Profile image required');
    expect(screen.getByRole('alert')).toHaveTextContent('Profile image required');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('submit the typed, chosen and uploaded values; a fixed field loses its error', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Host onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText('Mail ID')).toHaveAttribute('aria-invalid', 'true'));
    await user.type(screen.getByLabelText('Mail ID'), 'asha@college.edu');
    await waitFor(() => expect(screen.getByLabelText('Mail ID')).not.toHaveAttribute('aria-invalid'));
    await user.selectOptions(screen.getByLabelText('Branch'), 'ECE');
    await user.type(screen.getByLabelText('About'), 'Loves data');
    await user.type(screen.getByLabelText('Section Title'), 'Intro');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.queryByText('Profile image required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({
      email: 'asha@college.edu',
      branch: 'ECE',
      about: 'Loves data',
      imageId: 'upload-1',
      lessons: [{ title: 'Intro' }],
    });
  });

  it("FileField shows the upload progress under 100 %, and the control's own message before the field's error", async () => {
    const user = userEvent.setup();
    render(<Host onValid={vi.fn()} />);
    expect(screen.getByLabelText('Profile Image')).toHaveAttribute('type', 'file');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(describedError('Profile Image').text).toBe('Profile image required'));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(describedError('Profile Image').text).toBe('Only images are allowed');
    expect(screen.queryByText('Profile image required')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
