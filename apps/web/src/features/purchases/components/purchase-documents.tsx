/** A purchase's documents: its tax invoice or receipt and, after a refund, the credit note (PDF links). */
import { INVOICE_MSG, REFUND_MSG, type Purchase } from '@cms/contract';
import { FileDown } from 'lucide-react';
import { creditNotePdfUrl, invoicePdfUrl } from '../api/purchases';

function PdfLink({ href, label, number }: { href: string; label: string; number: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <FileDown aria-hidden className="size-4 shrink-0" />
      <span>
        {label} <span className="tabular-nums">{number}</span>
      </span>
    </a>
  );
}

export function PurchaseDocuments({ purchase: p }: { purchase: Purchase }) {
  if (!p.invoice && !p.creditNote) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="grid justify-items-start gap-1">
      {p.invoice ? (
        <PdfLink
          href={invoicePdfUrl(p.invoice.id)}
          label={p.invoice.kind === 'tax_invoice' ? INVOICE_MSG.taxInvoice : INVOICE_MSG.receipt}
          number={p.invoice.number}
        />
      ) : null}
      {p.creditNote ? (
        <PdfLink href={creditNotePdfUrl(p.creditNote.id)} label={REFUND_MSG.creditNote} number={p.creditNote.number} />
      ) : null}
    </div>
  );
}
