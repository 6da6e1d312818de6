/**
 * Writing a message (the team page's Send Message and a reply in a thread). A blank message is
 * refused without a request: "Please enter a message" under the box (spec 5 says a toast; one place
 * per message, issue 19: a listed deviation). A sent one clears
 * the box (and, where asked, toasts Success / Message sent successfully); a failure toasts Error
 * with the server's message or Failed to send message (spec 8). Enter sends; Shift+Enter starts a
 * new line (an Enter that confirms an input method's composition does neither).
 */
import { CONVERSATION_MSG, MESSAGE_MAX_LENGTH, messageInputSchema, type MessageInput } from '@cms/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/form';
import { cn } from '@/lib/utils';
import { sendFailureText } from '@/features/messages/lib/send-failure';

const EMPTY: MessageInput = { message: '' };

export function MessageForm({
  id,
  label,
  placeholder,
  submitLabel,
  pendingLabel = 'Sending...',
  rows = 4,
  onSend,
  toastOnSuccess = false,
  compact = false,
  className,
}: {
  id: string;
  /** The textarea's label (pass an sr-only span to hide it). */
  label: ReactNode;
  placeholder?: string;
  submitLabel: string;
  pendingLabel?: string;
  rows?: number;
  /** Sends the checked (trimmed) text; resolves with the server's message. */
  onSend: (message: string) => Promise<{ message: string }>;
  toastOnSuccess?: boolean;
  /** A low box (a reply under a thread). */
  compact?: boolean;
  className?: string;
}) {
  const form = useForm<MessageInput>({ resolver: zodResolver(messageInputSchema), defaultValues: EMPTY });
  const busy = form.formState.isSubmitting;

  const onValid = async ({ message }: MessageInput) => {
    try {
      const sent = await onSend(message);
      form.reset(EMPTY);
      if (toastOnSuccess) toast.success(CONVERSATION_MSG.successTitle, { description: sent.message });
    } catch (error) {
      toast.error(CONVERSATION_MSG.errorTitle, { description: sendFailureText(error) });
    }
  };
  const submit = form.handleSubmit(onValid);

  return (
    <form noValidate onSubmit={submit} className={cn('space-y-3', className)}>
      <TextareaField
        form={form}
        name="message"
        id={id}
        label={label}
        rows={rows}
        placeholder={placeholder}
        maxLength={MESSAGE_MAX_LENGTH}
        aria-keyshortcuts="Enter"
        className={cn('[&_textarea]:resize-y', compact && '[&_textarea]:min-h-16')}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            if (!busy) void submit();
          }
        }}
      />
      <div className="flex items-center justify-end gap-3">
        <p className="mr-auto hidden text-xs text-muted-foreground sm:block">{CONVERSATION_MSG.sendHint}</p>
        <Button type="submit" variant="gradient" disabled={busy}>
          {busy ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
          {busy ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
