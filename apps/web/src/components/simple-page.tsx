import { PageHeader } from './page-header';
import { EmptyState } from './empty-state';

/** A page of an area whose content is filled by later work: title plus a neutral empty state. */
export function SimplePage({ title, badge, description }: { title: string; badge?: string; description?: string }) {
  return (
    <>
      <PageHeader title={title} badge={badge} description={description} />
      <EmptyState />
    </>
  );
}
