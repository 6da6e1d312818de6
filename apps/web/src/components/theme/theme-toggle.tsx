import { Moon, Sun } from 'lucide-react';
import { useTheme } from './theme-provider';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { onDemand, useOnDemand } from '@/components/ui/on-demand';

const menu = onDemand(() => import('./theme-menu'));

/**
 * Theme picker (light, dark, system). Accessible name: "Toggle theme". The menu loads when the
 * pointer or the focus reaches the button (or on a press), not with the page.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const { resolvedTheme } = useTheme();
  const { module, openAtOnce, takeFocus, standIn } = useOnDemand(menu);
  const icon = resolvedTheme === 'dark' ? <Moon aria-hidden /> : <Sun aria-hidden />;
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
