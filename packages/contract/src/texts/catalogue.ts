import type { CatalogueSort } from '../options.js';

/** The catalogue's filter texts (ours, issue 21): the validation messages of its query and the sorts' names. */
export const CATALOGUE_MSG = {
  price: 'Enter a price in rupees from 0 to 10,00,000',
  priceRange: 'The lowest price cannot be above the highest',
  minRating: 'Choose a rating from 1 to 5',
  sortLabels: {
    newest: 'Newest',
    popular: 'Most popular',
    rating: 'Highest rated',
    'price-asc': 'Price: low to high',
    'price-desc': 'Price: high to low',
  } satisfies Record<CatalogueSort, string>,
  /** The web catalogue's filter bar (and its sheet on phones). */
  filters: {
    region: 'Course filters',
    category: 'Category',
    anyCategory: 'Any category',
    level: 'Level',
    anyLevel: 'Any level',
    price: 'Price',
    anyPrice: 'Any price',
    free: 'Free',
    /** A price range's option: "Up to ₹500", "₹500 – ₹1,000", "₹2,000 and above" (both ends included). */
    priceUpTo: (max: string) => `Up to ${max}`,
    priceBetween: (min: string, max: string) => `${min} – ${max}`,
    priceFrom: (min: string) => `${min} and above`,
    minRating: 'Minimum rating',
    anyRating: 'Any rating',
    ratingAtLeast: (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'} & up`,
    sort: 'Sort by',
    open: 'Filters',
    /** After "Filters" on its button (phones) while some are set: "2 set". */
    activeCount: (count: number) => `${count} set`,
    sheetDescription: 'The list changes as you choose.',
    done: 'Show courses',
    clear: 'Clear filters',
    noMatch: 'No course matches these filters. Clear them or try others.',
  },
} as const;
