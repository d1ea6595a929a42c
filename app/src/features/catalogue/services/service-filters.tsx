import { CATEGORY_IDS, CATEGORY_NAMES } from '@domain/categories';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { SORT_OPTIONS, type SortOrder } from './sort-services';
import './service-filters.css';

export const ALL_CATEGORIES = 'all';

interface ServiceFiltersProps {
  category: string;
  sort: SortOrder;
  /** A search is on: Reset clears it too. */
  searching: boolean;
  onCategoryChange: (category: string) => void;
  onSortChange: (sort: SortOrder) => void;
  onReset: () => void;
}

const CATEGORY_OPTIONS = [
  { value: ALL_CATEGORIES, label: 'All services' },
  ...CATEGORY_IDS.map((id) => ({ value: id, label: CATEGORY_NAMES[id] })),
];

/**
 * On a phone the chips are one scrolling row: the chosen one (from the address, say
 * `?category=iv-drips`) is scrolled to the row's middle, so the visitor sees which filter is on.
 * Only the row scrolls, never the page.
 */
function useChosenChipInView(row: RefObject<HTMLDivElement | null>, category: string) {
  useLayoutEffect(() => {
    const element = row.current;
    const chosen = Array.from(element?.querySelectorAll('input') ?? []).find(
      (input) => input.value === category,
    );
    const chip = chosen?.parentElement;
    if (!element || !chip || element.scrollWidth <= element.clientWidth) return;
    const chipLeft =
      chip.getBoundingClientRect().left - element.getBoundingClientRect().left + element.scrollLeft;
    element.scrollLeft = Math.max(0, chipLeft - (element.clientWidth - chip.offsetWidth) / 2);
  }, [row, category]);
}

export function ServiceFilters({
  category,
  sort,
  searching,
  onCategoryChange,
  onSortChange,
  onReset,
}: ServiceFiltersProps) {
  const isDefault = category === ALL_CATEGORIES && sort === 'featured' && !searching;
  const chipRow = useRef<HTMLDivElement>(null);
  useChosenChipInView(chipRow, category);
  return (
    <div className="service-filters">
      <fieldset className="service-filters__categories">
        <legend className="service-filters__legend">Category</legend>
        <div ref={chipRow} className="chip-radios">
          {CATEGORY_OPTIONS.map((option) => (
            <label key={option.value} className="chip-radio">
              <input
                type="radio"
                name="category"
                value={option.value}
                checked={category === option.value}
                onChange={() => onCategoryChange(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="service-filters__row">
        <div className="service-filters__sort">
          <label className="field-label" htmlFor="service-sort">
            Sort by
          </label>
          <select
            id="service-sort"
            className="select"
            value={sort}
            onChange={(event) => onSortChange(event.target.value as SortOrder)}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={onReset}
          disabled={isDefault}
        >
          Reset filters
        </button>
      </div>
    </div>
  );
}
