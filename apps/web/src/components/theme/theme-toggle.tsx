import { Moon, Sun } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { onDemand, useOnDemand } from '@/components/ui/on-demand';

const menu = onDemand(() => import('./theme-menu'));

/**
 * Theme picker (light, dark, system). Accessible name: "Toggle theme". The menu loads when the
 * pointer or the focus reaches the button (or on a press), not with the page.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const { module, openAtOnce, takeFocus, standIn } = useOnDemand(menu);
  // Both icons, one shown by the .dark class on <html>: right on a page rendered to HTML before any
  // script has read the stored theme, and the same markup on the server and the client.
  const icon = (
    <>
      <Sun aria-hidden className="dark:hidden" />
      <Moon aria-hidden className="hidden dark:block" />
    </>
  );
  const look = {
    variant: 'ghost',
    size: 'icon',
    'aria-label': 'Toggle theme',
    className: cn('relative', className),
  } as const;
  if (module) {
    return (
      <module.ThemeMenu trigger={<Button {...look}>{icon}</Button>} openAtOnce={openAtOnce} takeFocus={takeFocus} />
    );
  }
  return (
    <Button {...look} {...standIn} aria-haspopup="menu" aria-expanded={false} data-state="closed">
      {icon}
    </Button>
  );
}
