/** The filters of a list screen's toolbar: its search box and its selects. */
import { useId, type ComponentProps, type ReactNode } from 'react';
import { SearchForm } from './search-form';
import { Label } from './ui/label';
import { NativeSelect } from './ui/select';

export interface FilterSelect<V extends string = string> {
  /** The select's name (its visible label, or its aria-label in a FilterBar). */
  label: string;
  options: readonly SelectOption<V>[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
}

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

/**
 * A select's options: `values` in order, each labelled by `labels` (a table or a function); `all`,
 * when given, first.
 */
export function optionsOf<V extends string, A extends string = never>(
  values: readonly V[],
  labels: Record<V, string> | ((value: V) => string),
  all?: SelectOption<A>,
): SelectOption<V | A>[] {
  const label = typeof labels === 'function' ? labels : (value: V) => labels[value];
  return [...(all ? [all] : []), ...values.map((value) => ({ value, label: label(value) }))];
}

/** A select named by its aria-label, in a box of the given classes (a page head's filter). */
export function SelectBox<V extends string>({ label, options, value, onChange, className }: FilterSelect<V>) {
  return (
    <div className={className}>
      <NativeSelect
        aria-label={label}
        options={options}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
      />
    </div>
  );
}

/** Where a labelled select's label stands: before it (a toolbar's Sort by, Role) or above it (a filter panel). */
const LABEL_PLACES = {
  before: { box: 'flex items-center gap-2', label: 'shrink-0 text-sm text-muted-foreground' },
  above: { box: 'grid min-w-0 gap-1.5', label: 'text-muted-foreground' },
} as const;

/** A select with its label before it (Sort by, Role), or above it. */
export function LabelledSelect<V extends string>({
  label,
  options,
  value,
  onChange,
  className,
  labelPlace = 'before',
}: FilterSelect<V> & { labelPlace?: keyof typeof LABEL_PLACES }) {
  const id = useId();
  const place = LABEL_PLACES[labelPlace];
  return (
    <div className={place.box}>
      <Label htmlFor={id} className={place.label}>
        {label}
      </Label>
      <NativeSelect
        id={id}
        options={options}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
        className={className}
      />
    </div>
  );
}

/** The search box across the row, then selects named by their aria-label (two a row on phones). */
export function FilterBar({
  search,
  selects,
}: {
  search: Pick<ComponentProps<typeof SearchForm>, 'value' | 'onSearch' | 'placeholder' | 'label'>;
  selects: readonly FilterSelect[];
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 md:flex-row md:items-center">
      <SearchForm {...search} button={false} className="min-w-0 flex-1" />
      <div className="grid grid-cols-2 gap-3 md:flex md:w-auto">
        {selects.map((select) => (
          <NativeSelect
            key={select.label}
            aria-label={select.label}
            options={select.options}
            value={select.value}
            onChange={(e) => select.onChange(e.target.value)}
            className={select.className}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * A select of a list's query: the key it sets, its aria-label, options and width. With
 * `allMeansNone`, its "all" option leaves the key out of the query.
 */
export interface QuerySelect<Q> {
  key: keyof Q & string;
  label: string;
  options: readonly SelectOption[];
  className: string;
  allMeansNone?: boolean;
}

/** The filters of a list's query, and how to change some of them. */
export interface QueryFiltersProps<Q> {
  filters: Q;
  onChange: (next: Partial<Q>) => void;
}

/** A FilterBar over a list's query: its search (named `search`) and its selects, declared. */
export function QueryFilterBar<Q extends { search?: string }>({
  filters,
  onChange,
  search,
  selects,
}: QueryFiltersProps<Q> & {
  search: { placeholder: string; label: string };
  selects: readonly QuerySelect<Q>[];
}) {
  return (
    <FilterBar
      search={{ ...search, value: filters.search ?? '', onSearch: (term) => onChange({ search: term } as Partial<Q>) }}
      selects={selects.map(({ key, allMeansNone, ...select }) => ({
        ...select,
        value: String(filters[key] ?? 'all'),
        onChange: (value) => onChange({ [key]: allMeansNone && value === 'all' ? undefined : value } as Partial<Q>),
      }))}
    />
  );
}

/** What a list's toolbar reads of its query: the page on screen, and whether it failed or is loading another. */
interface ToolbarQuery<D> {
  data: D | undefined;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
}

/**
 * A list's search box with, beside it once the list has loaded (and not failed), what the search
 * found. With `filters` (selects), the box and the filters share the left side and the row lays
 * out from `lg` up.
 */
export function SearchRow<D>({
  search,
  filters,
  query,
  found,
}: {
  search: ComponentProps<typeof SearchForm>;
  filters?: ReactNode;
  query: ToolbarQuery<D>;
  /** The line saying what the search found (`searching`: a new search is loading). */
  found: (data: D, searching: boolean) => ReactNode;
}) {
  const box = <SearchForm {...search} />;
  return (
    <div
      className={
        filters
          ? 'mb-6 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between'
          : 'mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between'
      }
    >
      {filters ? (
        <div className="flex w-full flex-col gap-3 sm:flex-row sm:items-center lg:max-w-3xl">
          {box}
          {filters}
        </div>
      ) : (
        box
      )}
      {query.data && !query.isError ? found(query.data, query.isFetching && query.isPlaceholderData) : null}
    </div>
  );
}
