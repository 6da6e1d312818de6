/**
 * Writing a question, a reply or a review reply: trimmed, 1–2000 characters, checked by the
 * contract's schema before any request (the message under the box). A saved text clears the box
 * and toasts the server's message; a failure toasts it (the rate limit's "Too many…" included).
 */
import { QUESTION_MSG, QUESTION_TEXT_MAX, questionInputSchema, type QuestionInput } from '@cms/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/form';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';

export function TextForm({
  id,
  label,
  placeholder,
  submitLabel,
  initialText = '',
  rows = 3,
  onSubmit,
  onCancel,
}: {
  id: string;
  label: ReactNode;
  placeholder?: string;
  submitLabel: string;
  initialText?: string;
  rows?: number;
  /** Saves the checked (trimmed) text; resolves with the server's message. */
  onSubmit: (text: string) => Promise<{ message: string }>;
  onCancel?: () => void;
}) {
  const form = useForm<QuestionInput>({
    resolver: zodResolver(questionInputSchema),
    defaultValues: { text: initialText },
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async ({ text }) => {
    try {
      const saved = await onSubmit(text);
      form.reset({ text: '' });
      toast.success(saved.message);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <TextareaField
        form={form}
        name="text"
        id={id}
        label={label}
        rows={rows}
        placeholder={placeholder}
        maxLength={QUESTION_TEXT_MAX}
        className="[&_textarea]:resize-y"
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            {QUESTION_MSG.cancel}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
