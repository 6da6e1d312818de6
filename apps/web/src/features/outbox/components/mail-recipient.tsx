import type { OutboxMailSummary } from '@cms/contract';

/** The recipient: the name over the address, or the address alone. */
export function MailRecipient({ mail }: { mail: Pick<OutboxMailSummary, 'to' | 'toName'> }) {
  return mail.toName ? (
    <>
      <span className="block font-medium break-words">{mail.toName}</span>
      <span className="block text-xs [overflow-wrap:anywhere] text-muted-foreground">{mail.to}</span>
    </>
  ) : (
    <span className="block [overflow-wrap:anywhere]">{mail.to}</span>
  );
}
