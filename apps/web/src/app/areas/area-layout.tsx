import { LogOut, Menu, type LucideIcon } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { useAuth, useLogout } from '@/features/auth';
import { cn } from '@/lib/utils';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Only active on an exact match. */
  end?: boolean;
  /**
   * Shown after the label, e.g. an unread count; it renders nothing when there is nothing to
   * show. It becomes part of the link's accessible name, so give it screen-reader text.
   */
  badge?: ComponentType;
}

export interface AreaLayoutProps {
  /** Area name, e.g. "Student"; used for the navigation landmark label. */
  area: string;
  nav: readonly NavItem[];
  /** Where the brand (logo) link goes. */
  brandTo: string;
}

function NavLinks({ nav, onNavigate }: { nav: readonly NavItem[]; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {nav.map(({ to, label, icon: Icon, end, badge: Badge }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'group flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                isActive
                  ? 'bg-primary text-primary-foreground shadow-sm'
                  : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
              )
            }
          >
            <Icon aria-hidden className="size-4.5 shrink-0" />
            <span>{label}</span>
            {Badge ? <Badge /> : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function SidebarBody({ area, nav, brandTo, onNavigate }: AreaLayoutProps & { onNavigate?: () => void }) {
  const { user } = useAuth();
  const { logout, isPending } = useLogout();
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 items-center border-b px-5">
        <Link
          to={brandTo}
          onClick={onNavigate}
          aria-label="CMS home"
          className="rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Logo />
        </Link>
      </div>
      <nav aria-label={`${area} navigation`} className="flex-1 overflow-y-auto px-3 py-4">
        <NavLinks nav={nav} onNavigate={onNavigate} />
      </nav>
      <div className="border-t p-3">
        <div className="mb-2 flex items-center gap-3 rounded-lg px-2 py-2">
          <Avatar src={user?.image} name={user?.name} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold">{user?.name}</p>
            <p className="truncate text-xs text-muted-foreground">{user?.email}</p>
          </div>
        </div>
        <Button
          variant="ghost"
          className="w-full justify-start gap-3 px-3 text-muted-foreground hover:text-destructive"
          onClick={logout}
          disabled={isPending}
        >
          <LogOut aria-hidden className="size-4.5" />
          Logout
        </Button>
      </div>
    </div>
  );
}

/** Shell of an area (student, lead, instructor, admin): sidebar, header, main outlet. */
export function AreaLayout(props: AreaLayoutProps) {
  const { area } = props;
  const { user } = useAuth();
  const [open, setOpen] = useState(false);

  return (
    <div className="min-h-dvh bg-muted/40">
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r bg-sidebar lg:block">
        <SidebarBody {...props} />
      </aside>

      <div className="lg:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b bg-background/85 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-6">
          <Sheet open={open} onOpenChange={setOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
                <Menu aria-hidden className="size-5" />
              </Button>
            </SheetTrigger>
            <SheetContent side="left">
              <SheetTitle className="sr-only">{area} menu</SheetTitle>
              <SheetDescription className="sr-only">Navigation of the {area.toLowerCase()} area</SheetDescription>
              <SidebarBody {...props} onNavigate={() => setOpen(false)} />
            </SheetContent>
          </Sheet>
          <Link
            to={props.brandTo}
            aria-label="CMS home"
            className="rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none lg:hidden"
          >
            <Logo labelClassName="text-lg" />
          </Link>
          <p className="hidden text-sm font-medium text-muted-foreground lg:block">{area} area</p>
          <div className="ml-auto flex items-center gap-2">
            <span className="hidden max-w-48 truncate text-sm font-medium sm:inline" data-testid="user-name">
              {user?.name}
            </span>
            <Avatar src={user?.image} name={user?.name} className="hidden sm:flex" />
            <ThemeToggle />
          </div>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
