import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

export function StatusBadge({ isPublished, className }: { isPublished: boolean; className?: string }) {
  return isPublished ? (
    <Badge className={cn('border-transparent bg-emerald-700 text-white shadow-sm', className)}>Published</Badge>
  ) : (
    <Badge className={cn('border-transparent bg-slate-800 text-white shadow-sm', className)}>Draft</Badge>
  );
}
