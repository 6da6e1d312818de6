/** An instructor's optional GitHub and LinkedIn pages as icon links that open in a new tab. */
import { Button } from '@/components/ui/button';
import { GitHubIcon, LinkedInIcon } from './brand-icons';

/** Only http(s) addresses become links (never javascript: or the like). */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function ProfileLinks({
  name,
  gitHub,
  linkedIn,
}: {
  name: string;
  gitHub: string | null;
  linkedIn: string | null;
}) {
  const links = [
    { href: safeUrl(gitHub), label: `${name} on GitHub`, Icon: GitHubIcon },
    { href: safeUrl(linkedIn), label: `${name} on LinkedIn`, Icon: LinkedInIcon },
  ].filter((l): l is typeof l & { href: string } => l.href !== null);
  if (links.length === 0) return null;
  return (
    <div className="flex items-center gap-1">
      {links.map(({ href, label, Icon }) => (
        <Button key={label} asChild variant="ghost" size="icon-sm" className="text-muted-foreground">
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
            <Icon className="size-4" />
          </a>
        </Button>
      ))}
    </div>
  );
}
