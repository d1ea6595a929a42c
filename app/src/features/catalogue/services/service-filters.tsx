import { CATEGORY_IDS, CATEGORY_NAMES } from '@domain/categories';
import { SORT_OPTIONS, type SortOrder } from './sort-services';
import './service-filters.css';

export const ALL_CATEGORIES = 'all';

interface ServiceFiltersProps {
  category: string;
  sort: SortOrder;
  onCategoryChange: (category: string) => void;
  onSortChange: (sort: SortOrder) => void;
  onReset: () => void;
}

const CATEGORY_OPTIONS = [
  { value: ALL_CATEGORIES, label: 'All services' },
  ...CATEGORY_IDS.map((id) => ({ value: id, label: CATEGORY_NAMES[id] })),
];

export function ServiceFilters({
  category,
  sort,
  onCategoryChange,
  onSortChange,
  onReset,
}: ServiceFiltersProps) {
  const isDefault = category === ALL_CATEGORIES && sort === 'featured';
  return (
    <div className="service-filters">
      <fieldset className="service-filters__categories">
        <legend className="service-filters__legend">Category</legend>
        <div className="chip-radios">
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
