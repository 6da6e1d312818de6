/** The landing page's full-screen mobile menu (a sheet), loaded on demand by LandingMobileMenu. */
import { LogoMark } from '@/components/logo';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { useReplacingStandIn, type ReplacingControlProps } from '@/components/ui/on-demand';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { ACCOUNT_LINKS, MAIN_LINKS, SidebarLinks } from './landing-links';

/** `trigger`: the hamburger button. */
export function LandingMobileSheet({ trigger, openAtOnce, takeFocus }: ReplacingControlProps) {
  const { open, setOpen, triggerRef } = useReplacingStandIn(openAtOnce, takeFocus);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild ref={triggerRef}>
        {trigger}
      </SheetTrigger>
      <SheetContent side="full" className="overflow-y-auto bg-background px-6 pt-5 pb-8">
        <SheetTitle className="flex items-center gap-2.5 text-xl font-extrabold tracking-tight">
          <LogoMark />
          CMS
        </SheetTitle>
        <SheetDescription className="sr-only">Site menu</SheetDescription>
        <nav aria-label="Mobile" className="mt-10 flex flex-col gap-8">
          <SidebarLinks links={MAIN_LINKS} className="flex flex-col gap-2" expanded onNavigate={close} />
          <SidebarLinks
            links={ACCOUNT_LINKS}
            className="flex flex-col gap-2 border-t pt-6"
            expanded
            onNavigate={close}
          />
          <div className="flex items-center justify-between rounded-xl border px-4 py-2">
            <span className="text-sm font-medium text-muted-foreground">Theme</span>
            <ThemeToggle />
          </div>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
