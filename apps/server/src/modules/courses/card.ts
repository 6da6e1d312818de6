/** The one mapping of a course row to the contract's course card (catalogue, My courses, dashboards). */
import type { CourseCard } from '@cms/contract';
import { iso } from '../../dates/iso.js';
import { mediaUrl } from '../media/service.js';
import type { CardRow } from './repository.js';

/** A card row (see `cardColumns`) as the contract's course card; `viewerEnrolmentId` when selected. */
export function toCard(row: CardRow & { viewerEnrolmentId?: string | null }): CourseCard {
  const card: CourseCard = {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    category: row.category,
    level: row.level,
    thumbnailUrl: mediaUrl(row.thumbnailUploadId),
    pricePaise: row.pricePaise,
    instructor: { id: row.instructorId, name: row.instructorName },
    rating: {
      average: row.ratingAverage === null ? null : Number(row.ratingAverage),
      count: Number(row.ratingCount),
    },
    studentCount: Number(row.studentCount),
    leadCount: Number(row.leadCount),
    lessonCount: Number(row.lessonCount),
    totalDurationSeconds: Number(row.totalDurationSeconds),
    isPublished: row.isPublished,
    updatedAt: iso(row.updatedAt),
  };
  if (row.viewerEnrolmentId !== undefined) card.viewerEnrolmentId = row.viewerEnrolmentId;
  return card;
}
