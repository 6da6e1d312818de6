import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { safeUrl } from '@/features/instructors';

/** A GitHub or LinkedIn page of the profile, opened in a new tab without handing it this page. */
export function ExternalProfileLink({ href, label }: { href: string | null | undefined; label: string }) {
  const url = safeUrl(href);
  if (!url) return null;
  return (
    <Button asChild variant="outline" size="sm">
      <a href={url} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden />
        {label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
