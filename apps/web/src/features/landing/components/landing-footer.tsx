import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';

export function LandingFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-background">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-5 py-12 sm:px-8 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm space-y-3">
          <Logo />
          <p className="text-sm leading-relaxed text-muted-foreground">
            Courses for our college programme: learn, build and grow with expert instructors and your team.
          </p>
        </div>
        <nav aria-label="Footer" className="flex gap-10 text-sm">
          <ul className="space-y-2">
            <li className="font-semibold">Account</li>
            <li>
              <Link to={paths.auth.signIn} className="text-muted-foreground hover:text-foreground hover:underline">
                Sign in
              </Link>
            </li>
            <li>
              <Link to={paths.auth.signUp} className="text-muted-foreground hover:text-foreground hover:underline">
                Create an account
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-5 py-6 text-xs text-muted-foreground sm:px-8">
          © {year} CMS. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
