import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** A way on from a notice: a link (`to`) or a button (`onClick`). */
export type NoticeAction = { label: string } & ({ to: string } | { onClick: () => void });

/** The first action stands out (gradient), the others are outlined; side by side from `sm`, sharing the width. */
function NoticeActionButton({ action, primary }: { action: NoticeAction; primary: boolean }) {
  const look = { variant: primary ? 'gradient' : 'outline', size: 'lg', className: 'sm:flex-1' } as const;
  return 'to' in action ? (
    <Button asChild {...look}>
      <Link to={action.to}>{action.label}</Link>
    </Button>
  ) : (
    <Button {...look} onClick={action.onClick}>
      {action.label}
    </Button>
  );
}

/**
 * A page-sized notice inside the auth shell instead of a form: an icon, the page's heading, the
 * text and the ways on (`actions`: links or buttons). `tone` colours the icon (a success or a problem).
 */
export function AuthNotice({
  icon: Icon,
  title,
  tone,
  children,
  actions,
}: {
  icon: LucideIcon;
  title: string;
  tone: 'success' | 'problem';
  children: ReactNode;
  actions: readonly NoticeAction[];
}) {
  return (
    <div className="space-y-6 text-center sm:text-left">
      <span
        className={cn(
          'mx-auto flex size-14 items-center justify-center rounded-full sm:mx-0',
          tone === 'success' ? 'bg-primary/10 text-primary' : 'bg-destructive/10 text-destructive',
        )}
      >
        <Icon aria-hidden className="size-7" />
      </span>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <div className="space-y-2 text-muted-foreground" role={tone === 'problem' ? 'alert' : 'status'}>
          {children}
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        {actions.map((action, i) => (
          <NoticeActionButton key={action.label} action={action} primary={i === 0} />
        ))}
      </div>
    </div>
  );
}
