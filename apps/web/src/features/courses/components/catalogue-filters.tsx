/**
 * The catalogue's filters (issue 21): Category, Level, Price, Minimum rating and Sort by, each a
 * labelled native select over the contract's catalogue query, and Clear filters while any is set. On
 * phones the four filters sit in a sheet behind a "Filters" button; Sort by stays in the row.
 */
import { CATALOGUE_MSG, CATALOGUE_SORTS, CATEGORIES, LEVELS, type CatalogueQuery } from '@cms/contract';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { LabelledSelect, optionsOf, type FilterSelect, type SelectOption } from '@/components/list-filters';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';

const M = CATALOGUE_MSG.filters;

/** What the filters read of the catalogue's query. */
export type CatalogueFilterValues = Pick<
  CatalogueQuery,
  'category' | 'level' | 'minPrice' | 'maxPrice' | 'minRating' | 'sort'
>;
/** A change of some of them (undefined: the filter is off). */
export type CatalogueFilterUpdate = Partial<CatalogueFilterValues>;

/** Every filter off (the sort is not a filter: Clear filters keeps it). */
export const NO_FILTERS = {
  category: undefined,
  level: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  minRating: undefined,
} satisfies CatalogueFilterUpdate;

/** How many filters are set (a price range counts once). */
export function activeFilterCount(q: CatalogueFilterValues): number {
  return [q.category, q.level, q.minPrice ?? q.maxPrice, q.minRating].filter((v) => v !== undefined).length;
}

const ANY = 'any';
const CUSTOM = 'custom';

/** "₹1,000" (whole rupees without decimals, as the price options read). */
const rupees = (value: number) => `₹${value.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** The price options: each a range in rupees, both ends included (free: at most ₹0). */
const PRICE_RANGES: readonly { value: string; min?: number; max?: number; label: string }[] = [
  { value: 'free', max: 0, label: M.free },
  { value: 'to-500', max: 500, label: M.priceUpTo(rupees(500)) },
  { value: '500-1000', min: 500, max: 1000, label: M.priceBetween(rupees(500), rupees(1000)) },
  { value: '1000-2000', min: 1000, max: 2000, label: M.priceBetween(rupees(1000), rupees(2000)) },
  { value: 'from-2000', min: 2000, label: M.priceFrom(rupees(2000)) },
];

/** The price option of the query's bounds: a preset, none, or a range of its own (a shared link's). */
function priceOption(min: number | undefined, max: number | undefined): SelectOption {
  if (min === undefined && max === undefined) return { value: ANY, label: M.anyPrice };
  const preset = PRICE_RANGES.find((r) => r.min === min && r.max === max);
  if (preset) return preset;
  const label =
    min === undefined
      ? M.priceUpTo(rupees(max ?? 0))
      : max === undefined
        ? M.priceFrom(rupees(min))
        : M.priceBetween(rupees(min), rupees(max));
  return { value: CUSTOM, label };
}

const RATINGS = [4, 3, 2, 1] as const;

const CATEGORY_OPTIONS = optionsOf(CATEGORIES, (c) => c, { value: ANY, label: M.anyCategory });
const LEVEL_OPTIONS = optionsOf(LEVELS, (l) => l, { value: ANY, label: M.anyLevel });
const RATING_OPTIONS: SelectOption[] = [
  { value: ANY, label: M.anyRating },
  ...RATINGS.map((stars) => ({ value: String(stars), label: M.ratingAtLeast(stars) })),
];
const SORT_OPTIONS = optionsOf(CATALOGUE_SORTS, CATALOGUE_MSG.sortLabels);

/** A select with its label above it. */
const Field = (props: FilterSelect) => <LabelledSelect {...props} labelPlace="above" />;

interface FiltersProps {
  values: CatalogueFilterValues;
  onChange: (next: CatalogueFilterUpdate) => void;
}

/** The four filters (not the sort). */
function FilterFields({ values, onChange }: FiltersProps) {
  const price = priceOption(values.minPrice, values.maxPrice);
  const priceOptions = [{ value: ANY, label: M.anyPrice }, ...PRICE_RANGES, ...(price.value === CUSTOM ? [price] : [])];
  const orNone = <V extends string>(value: string) => (value === ANY ? undefined : (value as V));
  return (
    <>
      <Field
        label={M.category}
        options={CATEGORY_OPTIONS}
        value={values.category ?? ANY}
        onChange={(v) => onChange({ category: orNone<NonNullable<CatalogueQuery['category']>>(v) })}
      />
      <Field
        label={M.level}
        options={LEVEL_OPTIONS}
        value={values.level ?? ANY}
        onChange={(v) => onChange({ level: orNone<NonNullable<CatalogueQuery['level']>>(v) })}
      />
      <Field
        label={M.price}
        options={priceOptions}
        value={price.value}
        onChange={(v) => {
          if (v === CUSTOM) return;
          const range = PRICE_RANGES.find((r) => r.value === v);
          onChange({ minPrice: range?.min, maxPrice: range?.max });
        }}
      />
      <Field
        label={M.minRating}
        options={RATING_OPTIONS}
        value={values.minRating === undefined ? ANY : String(values.minRating)}
        onChange={(v) => onChange({ minRating: v === ANY ? undefined : Number(v) })}
      />
    </>
  );
}

/** Phones: the four filters in a sheet behind a "Filters" button that tells how many are set. */
function FiltersSheet({ values, onChange, active }: FiltersProps & { active: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" className="md:hidden">
          <SlidersHorizontal aria-hidden />
          {M.open}
          {active ? (
            <>
              <span
                aria-hidden
                className="inline-flex size-5 items-center justify-center rounded-full bg-primary text-xs text-primary-foreground"
              >
                {active}
              </span>
              <span className="sr-only">, {M.activeCount(active)}</span>
            </>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" closeLabel={`Close ${M.open.toLowerCase()}`} className="w-80">
        <div className="border-b px-5 py-4 pr-14">
          <SheetTitle className="text-lg font-semibold">{M.open}</SheetTitle>
          <SheetDescription className="text-sm text-muted-foreground">{M.sheetDescription}</SheetDescription>
        </div>
        <div className="grid flex-1 content-start gap-4 overflow-y-auto px-5 py-4">
          <FilterFields values={values} onChange={onChange} />
        </div>
        <div className="flex gap-3 border-t px-5 py-4">
          {active ? (
            <Button variant="outline" onClick={() => onChange(NO_FILTERS)}>
              {M.clear}
            </Button>
          ) : null}
          <SheetClose asChild>
            <Button className="flex-1">{M.done}</Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** The catalogue's filter row: the filters (a sheet on phones), the sort, and Clear filters while any is set. */
export function CatalogueFilters({ values, onChange }: FiltersProps) {
  const active = activeFilterCount(values);
  return (
    <section aria-label={M.region} className="mb-6 flex flex-wrap items-end gap-3">
      <div className="hidden min-w-0 flex-[999_1_36rem] gap-3 md:grid md:grid-cols-2 xl:grid-cols-4">
        <FilterFields values={values} onChange={onChange} />
      </div>
      <FiltersSheet values={values} onChange={onChange} active={active} />
      <div className="min-w-40 flex-1 md:flex-[1_1_12rem]">
        <Field
          label={M.sort}
          options={SORT_OPTIONS}
          value={values.sort}
          onChange={(v) => onChange({ sort: v as CatalogueQuery['sort'] })}
        />
      </div>
      {active ? (
        <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
          {M.clear}
        </Button>
      ) : null}
    </section>
  );
}
