import {
  BookOpen,
  ChevronsLeft,
  ChevronsRight,
  GraduationCap,
  LayoutDashboard,
  LogIn,
  Menu,
  UserPlus,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/logo';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { paths } from '@/config/paths';
import { SIDEBAR_COLLAPSED_PX, SIDEBAR_OPEN_PX } from '@/config/ui';

interface LandingLink {
  label: string;
  to: string;
  icon: LucideIcon;
  highlight?: boolean;
}

/** Spec: Dashboard, All Courses, Enrolled Courses, Login and Profile go to sign-in; Register Now to sign-up. */
const MAIN_LINKS: readonly LandingLink[] = [
  { label: 'Dashboard', to: paths.auth.signIn, icon: LayoutDashboard },
  { label: 'All Courses', to: paths.auth.signIn, icon: BookOpen },
  { label: 'Enrolled Courses', to: paths.auth.signIn, icon: GraduationCap },
  { label: 'Profile', to: paths.auth.signIn, icon: UserRound },
];
const ACCOUNT_LINKS: readonly LandingLink[] = [
  { label: 'Login', to: paths.auth.signIn, icon: LogIn },
  { label: 'Register Now', to: paths.auth.signUp, icon: UserPlus, highlight: true },
];

function SidebarLink({
  link,
  expanded,
  onNavigate,
}: {
  link: LandingLink;
  expanded: boolean;
  onNavigate?: () => void;
}) {
  const Icon = link.icon;
  return (
    <Link
      to={link.to}
      onClick={onNavigate}
      className={cn(
        'flex h-11 items-center gap-3 overflow-hidden rounded-xl px-[11px] text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        link.highlight
          ? 'bg-gradient-to-r from-indigo-600 to-violet-600 text-white shadow-sm hover:from-indigo-500 hover:to-violet-500'
          : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
      )}
    >
      <Icon aria-hidden className="size-5 shrink-0" />
      <span className={cn('transition-opacity duration-200', expanded ? 'opacity-100' : 'opacity-0')}>
        {link.label}
      </span>
    </Link>
  );
}

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
        <ul className="flex flex-col gap-1">
          {MAIN_LINKS.map((l) => (
            <li key={l.label}>
              <SidebarLink link={l} expanded={expanded} />
            </li>
          ))}
        </ul>
        <ul className="flex flex-col gap-1">
          {ACCOUNT_LINKS.map((l) => (
            <li key={l.label}>
              <SidebarLink link={l} expanded={expanded} />
            </li>
          ))}
        </ul>
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

/** Mobile: a hamburger button opening a full-screen overlay menu. */
export function LandingMobileMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Open menu"
          className="text-white hover:bg-white/15 hover:text-white md:hidden"
        >
          <Menu aria-hidden className="size-6" />
        </Button>
      </SheetTrigger>
      <SheetContent side="full" className="overflow-y-auto bg-background px-6 pt-5 pb-8">
        <SheetTitle className="flex items-center gap-2.5 text-xl font-extrabold tracking-tight">
          <LogoMark />
          CMS
        </SheetTitle>
        <SheetDescription className="sr-only">Site menu</SheetDescription>
        <nav aria-label="Mobile" className="mt-10 flex flex-col gap-8">
          <ul className="flex flex-col gap-2">
            {MAIN_LINKS.map((l) => (
              <li key={l.label}>
                <SidebarLink link={l} expanded onNavigate={close} />
              </li>
            ))}
          </ul>
          <ul className="flex flex-col gap-2 border-t pt-6">
            {ACCOUNT_LINKS.map((l) => (
              <li key={l.label}>
                <SidebarLink link={l} expanded onNavigate={close} />
              </li>
            ))}
          </ul>
          <div className="flex items-center justify-between rounded-xl border px-4 py-2">
            <span className="text-sm font-medium text-muted-foreground">Theme</span>
            <ThemeToggle />
          </div>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
