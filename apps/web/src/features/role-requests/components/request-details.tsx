/** The verification form as the applicant sent it: the role's fields as facts (the applicant's waiting home, the admins' list). */
import { BRANCHES_INSTRUCTOR, BRANCHES_LEAD, type RequestableRole, type RoleRequestDetails } from '@cms/contract';
import type { ReactNode } from 'react';
import { factOfLook } from '@/components/fact';
import { cn } from '@/lib/utils';

const Detail = factOfLook({
  className: 'min-w-0',
  labelClassName: 'text-xs text-muted-foreground',
  valueClassName: 'text-sm font-medium break-words',
});

/** The branch as the form labelled it (a lead's CAI reads CSI). */
const branchLabel = (role: RequestableRole, value: string) =>
  (role === 'Lead' ? BRANCHES_LEAD : BRANCHES_INSTRUCTOR).find((o) => o.value === value)?.label ?? value;

/** An address the applicant typed: a link that opens in a new tab, its text without the scheme. */
function ExternalLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      className="break-all text-primary underline-offset-4 hover:underline"
    >
      {href.replace(/^https?:\/\//, '')}
    </a>
  );
}

/** The facts of one request's form, in the form's order; what was left blank is not shown. */
export function RequestDetails({
  role,
  details,
  className,
}: {
  role: RequestableRole;
  details: RoleRequestDetails;
  className?: string;
}) {
  const facts: [label: string, value: ReactNode][] = [
    ['Roll Number', <span className="font-mono">{details.rollNumber}</span>],
    ['Branch', branchLabel(role, details.branch)],
    ['Team', details.team],
    ['Gender', details.gender],
    ['College', details.college],
    ['LinkedIn', details.linkedIn ? <ExternalLink href={details.linkedIn} /> : null],
    ['GitHub', details.gitHub ? <ExternalLink href={details.gitHub} /> : null],
    ['UPI ID', details.UPI ? <span className="font-mono break-all">{details.UPI}</span> : null],
  ];
  return (
    <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3', className)}>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Detail key={label} label={label}>
            {value}
          </Detail>
        ))}
    </dl>
  );
}
