/**
 * The new coupon's "Applies to": a native select of every course (the instructor's own: "All my courses"; an
 * admin's: "All courses") and the courses it may be for — the instructor's own, or for admins the courses a
 * search finds (typing pauses, then the server searches; the chosen course stays offered while the search
 * changes). Says when the courses are loading, failed or matched nothing.
 */
import { COUPON_MSG, type CouponInputParsed, type Option } from '@cms/contract';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { SearchInput } from '@/components/search-input';
import { fieldAria, fieldError, FormField } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { useSearchText } from '@/lib/search-text';
import { useCouponCourses, type CouponCourse, type CouponSide } from '../api/coupons';
import { ALL_COURSES, type CouponFormValues } from '../coupon-form';

const SEARCH_ID = 'coupon-course-search';
const SELECT_ID = 'coupon-course';

export function CourseScopeField({
  form,
  side,
}: {
  form: UseFormReturn<CouponFormValues, unknown, CouponInputParsed>;
  side: CouponSide;
}) {
  const [search, setSearch] = useState('');
  const [text, setText] = useSearchText(search, setSearch, 'pause');
  const [picked, setPicked] = useState<CouponCourse | null>(null);
  const courses = useCouponCourses(side, search);
  const found = courses.data ?? [];
  const offered = picked && !found.some((c) => c.id === picked.id) ? [picked, ...found] : found;
  const options: Option[] = [
    { value: ALL_COURSES, label: side === 'admin' ? COUPON_MSG.allCourses : COUPON_MSG.allMyCourses },
    ...offered.map((c) => ({ value: c.id, label: c.title })),
  ];
  const field = form.register('courseId');
  const error = fieldError(form.formState.errors, 'courseId');
  const hint = courses.isError
    ? COUPON_MSG.coursesFailed
    : courses.isFetching
      ? COUPON_MSG.coursesLoading
      : side === 'admin' && search !== '' && found.length === 0
        ? COUPON_MSG.noCourseMatches
        : undefined;

  return (
    <div className="space-y-3 sm:col-span-2">
      {side === 'admin' ? (
        <div className="space-y-2">
          <Label htmlFor={SEARCH_ID}>{COUPON_MSG.findCourse}</Label>
          <SearchInput
            id={SEARCH_ID}
            value={text}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
            // Enter searches at once instead of sending the coupon form.
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              setSearch(text.trim());
            }}
          />
        </div>
      ) : null}
      <FormField id={SELECT_ID} label={COUPON_MSG.scopeLabel} error={error} hint={hint}>
        <NativeSelect
          id={SELECT_ID}
          options={options}
          placeholder={COUPON_MSG.scopeRequired}
          {...field}
          onChange={(e) => {
            const course = found.find((c) => c.id === e.target.value);
            if (course) setPicked(course);
            void field.onChange(e);
          }}
          {...fieldAria(SELECT_ID, error)}
        />
      </FormField>
    </div>
  );
}
