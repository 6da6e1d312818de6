import { PRODUCT_NAME, type RoleRequest, type VerifiableRole } from '@cms/contract';
import { BookOpenCheck, Crown, LogOut, Presentation, type LucideIcon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { AUTH_QUERY_KEY, useAuth, useLogout } from '@/features/auth';
import { RejectedNotice, useMyRoleRequest, WaitingHome } from '@/features/role-requests';
import { HomeLogoLink, LogoMark } from '@/components/logo';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { InstructorRegistrationForm } from '@/features/profiles/components/instructor-registration-form';
import {
  LeadRegistrationForm,
  StudentRegistrationForm,
} from '@/features/profiles/components/team-member-registration-forms';

interface RolePanel {
  role: VerifiableRole;
  icon: LucideIcon;
  heading: string;
  text: string;
  form: () => ReactNode;
}

const PANELS: readonly RolePanel[] = [
  {
    role: 'Student',
    icon: BookOpenCheck,
    heading: 'Student registration',
    text: 'Browse and buy courses, then learn at your own pace with lifetime access.',
    form: () => <StudentRegistrationForm />,
  },
  {
    role: 'Lead',
    icon: Crown,
    heading: 'Lead registration',
    text: 'Lead your team: learn together and keep in touch with your team members.',
    form: () => <LeadRegistrationForm />,
  },
  {
    role: 'Instructor',
    icon: Presentation,
    heading: 'Instructor registration',
    text: 'Create courses, follow your earnings and request withdrawals.',
    form: () => <InstructorRegistrationForm />,
  },
];

/**
 * /check/verify: pick a role and complete the matching profile. With ROLE_APPROVAL, a request that
 * waits for an admin shows the waiting home instead; a rejected one shows its reason above the form;
 * once approved, the session is read again and the guard sends the user to the role's home.
 */
export function VerifyPage() {
  const { user } = useAuth();
  const { logout, isPending } = useLogout();
  const queryClient = useQueryClient();
  const mine = useMyRoleRequest();
  const request = mine.data?.request ?? null;
  const status = request?.status;

  useEffect(() => {
    if (status === 'approved') void queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
  }, [status, queryClient]);

  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <HomeLogoLink />
          <div className="flex items-center gap-1">
            <ThemeToggle />
            <Button variant="ghost" onClick={logout} disabled={isPending}>
              <LogOut aria-hidden />
              Logout
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        {mine.isPending || status === 'approved' ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading" />
          </div>
        ) : status === 'pending' && request ? (
          <WaitingHome request={request} />
        ) : (
          <RoleForms name={user?.name} rejected={status === 'rejected' ? request : null} />
        )}
      </main>
    </div>
  );
}

/** The heading, the notice of a rejected request (if any), and the three roles' forms. */
function RoleForms({ name, rejected }: { name: string | undefined; rejected: RoleRequest | null }) {
  return (
    <>
      <div className="mb-8 space-y-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Complete your profile</h1>
        <p className="text-muted-foreground">
          {name ? `Welcome, ${name}! ` : ''}Choose your role and tell us a little about yourself.
        </p>
      </div>
      {rejected ? <RejectedNotice request={rejected} /> : null}
      <Tabs defaultValue={rejected?.role ?? 'Student'} className="mx-auto max-w-5xl">
        <TabsList aria-label="Choose your role" className="mx-auto max-w-md">
          {PANELS.map(({ role, icon: Icon }) => (
            <TabsTrigger key={role} value={role}>
              <Icon aria-hidden />
              {role}
            </TabsTrigger>
          ))}
        </TabsList>
        {PANELS.map(({ role, icon: Icon, heading, text, form }) => (
          <TabsContent key={role} value={role}>
            <div className="grid overflow-hidden rounded-3xl border bg-card shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <div className="relative flex flex-col items-center justify-center gap-4 overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-700 p-8 text-center text-white sm:p-10">
                <div aria-hidden className="absolute -top-16 -right-16 size-56 rounded-full bg-white/10 blur-2xl" />
                <LogoMark className="relative size-20 drop-shadow-xl sm:size-24" />
                <p className="relative text-4xl font-black tracking-tight">{PRODUCT_NAME}</p>
                <p className="relative inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
                  <Icon aria-hidden className="size-4" />
                  {role}
                </p>
                <p className="relative max-w-xs text-sm leading-relaxed text-indigo-50">{text}</p>
              </div>
              <div className="p-6 sm:p-8">
                <h2 className="mb-6 text-xl font-bold">{heading}</h2>
                {form()}
              </div>
            </div>
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
