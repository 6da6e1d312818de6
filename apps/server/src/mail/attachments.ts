/**
 * Files a mail carries, made when it is sent rather than stored with it: the outbox keeps what names
 * the file (a receipt's row has its invoice's id), and the worker asks for the file at each attempt.
 * The invoices module implements the port; the composition root hands it to the worker.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailAttachments {
  /** The files of a mail about to be sent (none for most kinds). Throwing fails the attempt: it is retried. */
  of(mail: { id: string; kind: string }): Promise<MailAttachment[]>;
}
