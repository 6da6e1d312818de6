import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';

/** The course image, or a neutral gradient when there is none (or it fails to load). */
export function CourseThumbnail({
  src,
  className,
  alt = '',
}: {
  src: string | null | undefined;
  className?: string;
  alt?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  if (src && broken !== src) {
    return (
      <img
        src={src}
        alt={alt}
        loading="lazy"
        onError={() => setBroken(src)}
        className={cn('size-full object-cover', className)}
      />
    );
  }
  return (
    <div
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      className={cn(
        'flex size-full items-center justify-center bg-gradient-to-br from-indigo-500 via-violet-500 to-fuchsia-500',
        className,
      )}
    >
      <BookOpen aria-hidden className="size-10 text-white/80" />
    </div>
  );
}
