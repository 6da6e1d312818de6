/** The landing page's navigation links, shared by the desktop sidebar and the mobile menu. */
import { BookOpen, GraduationCap, LayoutDashboard, LogIn, UserPlus, UserRound, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { paths } from '@/config/paths';

export interface LandingLink {
  label: string;
  to: string;
  icon: LucideIcon;
  highlight?: boolean;
}

/** Spec: Dashboard, All Courses, Enrolled Courses, Login and Profile go to sign-in; Register Now to sign-up. */
export const MAIN_LINKS: readonly LandingLink[] = [
  { label: 'Dashboard', to: paths.auth.signIn, icon: LayoutDashboard },
  { label: 'All Courses', to: paths.auth.signIn, icon: BookOpen },
  { label: 'Enrolled Courses', to: paths.auth.signIn, icon: GraduationCap },
  { label: 'Profile', to: paths.auth.signIn, icon: UserRound },
];
export const ACCOUNT_LINKS: readonly LandingLink[] = [
  { label: 'Login', to: paths.auth.signIn, icon: LogIn },
  { label: 'Register Now', to: paths.auth.signUp, icon: UserPlus, highlight: true },
];

interface SidebarLinkOptions {
  expanded: boolean;
  onNavigate?: () => void;
}

/** One group of links as a list (the sidebar's and the mobile menu's main and account links). */
export function SidebarLinks({
  links,
  className,
  ...options
}: SidebarLinkOptions & { links: readonly LandingLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.label}>
          <SidebarLink link={l} {...options} />
        </li>
      ))}
    </ul>
  );
}

function SidebarLink({ link, expanded, onNavigate }: SidebarLinkOptions & { link: LandingLink }) {
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
