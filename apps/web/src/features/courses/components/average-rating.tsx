import { REVIEW_MSG, type CatalogueStats } from '@cms/contract';
import { Star } from 'lucide-react';
import { plural } from '@/lib/format';
import { StatCard } from '@/components/stat-card';

type RatingFigures = Pick<CatalogueStats, 'avgRating' | 'ratingCount'>;

/** The "Avg Rating" figure of a list: the real average with how many ratings it is over, or "No ratings yet". */
export function AvgRatingStat({ stats }: { stats: RatingFigures }) {
  const rating = averageRating(stats);
  return <StatCard label="Avg Rating" value={rating.value} hint={rating.hint} icon={Star} tone="amber" />;
}

/** An average rating figure: "4.5" with the hint "from 12 ratings", or "—" with "No ratings yet". */
export function averageRating(figures: RatingFigures): { value: string; hint: string } {
  if (figures.avgRating === null || figures.ratingCount === 0) return { value: '—', hint: REVIEW_MSG.noRatingsYet };
  return { value: figures.avgRating.toFixed(1), hint: `from ${plural(figures.ratingCount, 'rating')}` };
}
