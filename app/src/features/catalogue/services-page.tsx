import { searchServices } from '@domain/catalogue/search-services';
import { CATEGORY_NAMES, isCategoryId } from '@domain/categories';
import { servicesTitle } from '@domain/seo/page-title';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLiveCatalogue } from '../../catalogue/live-catalogue';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { SelectedServiceDetail } from './services/selected-service-detail';
import { ALL_CATEGORIES, ServiceFilters } from './services/service-filters';
import { ServiceSearch } from './services/service-search';
import { DEFAULT_SORT, type SortOrder, sortServices } from './services/sort-services';
import { useSearchText } from './services/use-search-text';
import { ServiceCard } from './shared/service-card';
import './services/services-page.css';

const focusSearch = () => document.getElementById('service-search')?.focus();

export function ServicesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [sort, setSort] = useState<SortOrder>(DEFAULT_SORT);
  const [text, setText] = useSearchText();
  // The list follows in the same render as the key: what moves then is the typing's doing (a list
  // deferred past the half second a browser allows after input would count as a layout shift).
  const query = text.trim();
  const category = searchParams.get('category') ?? ALL_CATEGORIES;
  const selectedId = searchParams.get('selectedService');
  const categoryName = isCategoryId(category) ? CATEGORY_NAMES[category] : null;
  usePageTitle(servicesTitle(categoryName));
  const catalogue = useLiveCatalogue();

  const shown = useMemo(() => {
    const inCategory =
      category === ALL_CATEGORIES
        ? catalogue.services
        : isCategoryId(category)
          ? catalogue.servicesInCategory(category)
          : [];
    return searchServices(sortServices(inCategory, sort), query);
  }, [catalogue, category, sort, query]);

  const categoryQuery = isCategoryId(category) ? category : undefined;
  const chooseCategory = (next: string) => {
    const params = new URLSearchParams();
    if (next !== ALL_CATEGORIES) params.set('category', next);
    if (text.trim()) params.set('q', text.trim());
    setSearchParams(params, { preventScrollReset: true });
  };
  const reset = () => {
    setSort(DEFAULT_SORT);
    setSearchParams(new URLSearchParams(), { preventScrollReset: true });
  };
  const clearSearch = () => {
    setText('');
    focusSearch();
  };

  if (selectedId) {
    return (
      <div className="page services-page">
        <SelectedServiceDetail
          serviceId={selectedId}
          backHref={paths.services.href({ category: categoryQuery, q: query })}
        />
      </div>
    );
  }

  return (
    <div className="page services-page">
      <header className="services-page__header">
        <p className="eyebrow">Treatments &amp; packages</p>
        <h1 id="page-title">Our Services</h1>
        <p className="lead">
          Every treatment is done or supervised by our doctors. Search or choose a category, compare prices
          and add what you like to your cart.
        </p>
      </header>

      <ServiceSearch text={text} onChange={setText} />

      <ServiceFilters
        category={category}
        sort={sort}
        searching={query !== ''}
        onCategoryChange={chooseCategory}
        onSortChange={setSort}
        onReset={reset}
      />

      <p className="services-page__count" aria-live="polite">
        {shown.length === 1 ? '1 treatment' : `${shown.length} treatments`}
        {categoryName ? ` in ${categoryName}` : ''}
        {query ? ` matching “${query}”` : ''}
      </p>

      {shown.length === 0 ? (
        <div className="services-page__empty">
          {query ? (
            <>
              <p>
                No treatment matches “{query}”{categoryName ? ` in ${categoryName}` : ''}
              </p>
              <div className="services-page__empty-actions">
                <button type="button" className="button button--primary" onClick={clearSearch}>
                  Clear search
                </button>
                {categoryName ? (
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => chooseCategory(ALL_CATEGORIES)}
                  >
                    Search all categories
                  </button>
                ) : null}
              </div>
            </>
          ) : (
            <>
              <p>No services found for the selected category.</p>
              <button type="button" className="button button--primary" onClick={reset}>
                Show all services
              </button>
            </>
          )}
        </div>
      ) : (
        <ul className="services-grid">
          {shown.map((service) => (
            <li key={service.id}>
              <ServiceCard
                service={service}
                headingLevel={2}
                compact
                quickLookHref={paths.services.href({
                  category: categoryQuery,
                  q: query,
                  selectedService: service.id,
                })}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
