import { ChevronsLeft, ChevronsRight, Menu } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { onDemand, useOnDemand } from '@/components/ui/on-demand';
import { cn } from '@/lib/utils';
import { paths } from '@/config/paths';
import { SIDEBAR_COLLAPSED_PX, SIDEBAR_OPEN_PX } from '@/config/ui';
import { ACCOUNT_LINKS, MAIN_LINKS, SidebarLinks } from './landing-links';

/** Desktop: collapsible left sidebar (60 px, 220 px when open; opens on hover and on keyboard focus). */
export function LandingSidebar() {
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(false);
  const asideRef = useRef<HTMLElement>(null);
  const expanded = open || pinned;

  return (
    <aside
      ref={asideRef}
      aria-label="Site sidebar"
      data-state={expanded ? 'open' : 'closed'}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(e) => {
        if (!asideRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      style={{ width: expanded ? SIDEBAR_OPEN_PX : SIDEBAR_COLLAPSED_PX }}
      className={cn(
        'fixed inset-y-0 left-0 z-40 hidden flex-col overflow-hidden border-r bg-sidebar px-2 py-4 transition-[width,box-shadow] duration-300 ease-out md:flex',
        expanded && 'shadow-2xl shadow-slate-900/10',
      )}
    >
      <Link
        to={paths.landing}
        aria-label="CMS home"
        className="mb-6 flex h-11 items-center gap-3 overflow-hidden rounded-xl px-[3px] focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <LogoMark className="size-10" />
        <span
          className={cn(
            'text-xl font-extrabold tracking-tight transition-opacity',
            expanded ? 'opacity-100' : 'opacity-0',
          )}
        >
          CMS
        </span>
      </Link>
      <nav aria-label="Main" className="flex flex-1 flex-col justify-between gap-6">
        <SidebarLinks links={MAIN_LINKS} className="flex flex-col gap-1" expanded={expanded} />
        <SidebarLinks links={ACCOUNT_LINKS} className="flex flex-col gap-1" expanded={expanded} />
      </nav>
      <div className="mt-4 border-t pt-3">
        <button
          type="button"
          aria-label={pinned ? 'Collapse sidebar' : 'Keep sidebar open'}
          aria-pressed={pinned}
          onClick={() => setPinned((p) => !p)}
          className="flex h-10 w-full items-center gap-3 overflow-hidden rounded-xl px-[11px] text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {pinned ? (
            <ChevronsLeft aria-hidden className="size-5 shrink-0" />
          ) : (
            <ChevronsRight aria-hidden className="size-5 shrink-0" />
          )}
          <span aria-hidden className={cn('transition-opacity', expanded ? 'opacity-100' : 'opacity-0')}>
            {pinned ? 'Collapse' : 'Keep open'}
          </span>
        </button>
      </div>
    </aside>
  );
}

const mobileSheet = onDemand(() => import('./landing-mobile-sheet'));

/** Mobile: a hamburger button opening a full-screen overlay menu (loaded when the button is reached). */
export function LandingMobileMenu() {
  const { module, openAtOnce, takeFocus, standIn } = useOnDemand(mobileSheet);
  const look = {
    variant: 'ghost',
    size: 'icon',
    'aria-label': 'Open menu',
    className: 'text-white hover:bg-white/15 hover:text-white md:hidden',
  } as const;
  const icon = <Menu aria-hidden className="size-6" />;
  if (module) {
    const trigger = <Button {...look}>{icon}</Button>;
    return <module.LandingMobileSheet trigger={trigger} openAtOnce={openAtOnce} takeFocus={takeFocus} />;
  }
  return (
    <Button {...look} {...standIn} aria-haspopup="dialog" aria-expanded={false} data-state="closed">
      {icon}
    </Button>
  );
}
