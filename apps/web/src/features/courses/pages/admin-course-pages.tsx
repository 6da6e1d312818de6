/** /Admin/courses/:id (course info + enrolled students) and /Admin/courses/coureview/:id (the player). */
import { UsersRound } from 'lucide-react';
import { useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EntityAuditHistory } from '@/features/audit';
import { formatDate } from '@/lib/format';
import { useAdminCourse } from '@/features/courses/api/courses';
import { ManagedCourseDetailPage, ManagedCoursePlayerPage } from './managed-course-pages';
import { AUDIT_MSG, type AdminCourseDetail } from '@cms/contract';

export function AdminCourseDetailPage() {
  const { id } = useParams();
  const query = useAdminCourse(id);
  return (
    <ManagedCourseDetailPage area="admin" query={query} course={query.data?.course}>
      {query.data ? <StudentsTable students={query.data.students} /> : null}
      {query.data ? (
        <Card className="mt-6 p-6">
          <EntityAuditHistory entityType="course" entityId={query.data.course.id} title={AUDIT_MSG.history} />
        </Card>
      ) : null}
    </ManagedCourseDetailPage>
  );
}

function StudentsTable({ students }: { students: AdminCourseDetail['students'] }) {
  return (
    <Card className="mt-6 overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b px-6 py-4">
        <h2 className="text-lg font-semibold tracking-tight">Enrolled Students</h2>
        <Badge variant="soft">{students.length}</Badge>
      </div>
      {students.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-6 py-10 text-center text-sm text-muted-foreground">
          <UsersRound aria-hidden className="size-6" />
          No one has enrolled in this course yet.
        </div>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">Students and leads enrolled in this course</caption>
            <thead className="bg-muted/50 text-left text-xs tracking-wide text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-6 py-3 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-6 py-3 font-semibold">
                  Email
                </th>
                <th scope="col" className="px-6 py-3 font-semibold">
                  Role
                </th>
                <th scope="col" className="px-6 py-3 font-semibold">
                  Enrolled on
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {students.map((s) => (
                <tr key={`${s.id}-${s.enrolledAt}`}>
                  <td className="px-6 py-3 font-medium">{s.name}</td>
                  <td className="px-6 py-3 text-muted-foreground">{s.email}</td>
                  <td className="px-6 py-3">
                    <Badge variant="outline">{s.role}</Badge>
                  </td>
                  <td className="px-6 py-3 text-muted-foreground tabular-nums">{formatDate(s.enrolledAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

export function AdminCoursePlayerPage() {
  const { id } = useParams();
  const query = useAdminCourse(id?.trim() ? id : undefined);
  return <ManagedCoursePlayerPage area="admin" id={id} query={{ ...query, data: query.data?.course }} />;
}
