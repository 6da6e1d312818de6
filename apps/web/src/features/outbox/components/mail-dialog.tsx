import { MAIL_KIND_LABELS, OUTBOX_MSG, type OutboxMail, type OutboxMailSummary } from '@cms/contract';
import { QueryErrorState } from '@/components/error-state';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatWhen } from '@/lib/format';
import type { DialogOpenProps } from '@/lib/use-dialog-item';
import { useOutboxMail } from '../api/outbox';
import { LinkedText } from './linked-text';
import { MailDeliveryState } from './mail-delivery-state';

/**
 * One mail: subject, recipient, date and delivery state over its text body (links clickable) and,
 * in a second tab, the HTML as the recipient sees it, in a sandboxed frame (no scripts, no
 * same-origin access, no forms; the app's CSP still applies to it).
 */
export function MailDialog({
  mail,
  open,
  onOpenChange,
}: DialogOpenProps & {
  /** The list's row: shown at once, the bodies follow. */
  mail: OutboxMailSummary;
}) {
  const query = useOutboxMail(open ? mail.id : null);
  const full = query.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl gap-5 p-5 sm:p-6">
        <DialogHeader className="pr-8">
          <DialogTitle className="break-words">{mail.subject}</DialogTitle>
          <DialogDescription asChild>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="font-medium text-foreground">{OUTBOX_MSG.to}</dt>
              <dd className="[overflow-wrap:anywhere]">{mail.toName ? `${mail.toName} <${mail.to}>` : mail.to}</dd>
              <dt className="font-medium text-foreground">{OUTBOX_MSG.date}</dt>
              <dd>
                <time dateTime={mail.createdAt}>{formatWhen(mail.createdAt)}</time>
              </dd>
              {mail.sentAt ? (
                <>
                  <dt className="font-medium text-foreground">{OUTBOX_MSG.sentAt}</dt>
                  <dd>
                    <time dateTime={mail.sentAt}>{formatWhen(mail.sentAt)}</time>
                  </dd>
                </>
              ) : null}
              <dt className="font-medium text-foreground">{OUTBOX_MSG.kind}</dt>
              <dd>{MAIL_KIND_LABELS[mail.kind]}</dd>
            </dl>
          </DialogDescription>
        </DialogHeader>
        <MailDeliveryState mail={full ?? mail} />
        {query.isError ? (
          <QueryErrorState query={query} fallback={OUTBOX_MSG.mailFailed} />
        ) : !full ? (
          <div aria-hidden className="space-y-3">
            <Skeleton className="h-11 rounded-xl" />
            <Skeleton className="h-48 rounded-xl" />
          </div>
        ) : (
          <MailBodies mail={full} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function MailBodies({ mail }: { mail: OutboxMail }) {
  return (
    <Tabs defaultValue="text">
      <TabsList className="max-w-xs">
        <TabsTrigger value="text">{OUTBOX_MSG.text}</TabsTrigger>
        <TabsTrigger value="html">{OUTBOX_MSG.html}</TabsTrigger>
      </TabsList>
      <TabsContent value="text" className="mt-4 rounded-xl border bg-muted/30 p-4">
        {mail.redacted ? (
          <p className="mb-3 text-sm text-muted-foreground">{OUTBOX_MSG.redacted}</p>
        ) : mail.sensitive ? (
          <p className="mb-3 text-sm text-muted-foreground">{OUTBOX_MSG.secretHidden}</p>
        ) : null}
        <LinkedText text={mail.text} />
      </TabsContent>
      <TabsContent value="html" className="mt-4">
        <iframe
          title={OUTBOX_MSG.htmlPreview}
          sandbox=""
          srcDoc={mail.html}
          referrerPolicy="no-referrer"
          className="h-[50vh] min-h-72 w-full rounded-xl border bg-white"
        />
      </TabsContent>
    </Tabs>
  );
}
