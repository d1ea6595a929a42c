import { SERVICES, servicesInCategory } from '@domain/catalogue/services';
import { CATEGORY_NAMES, isCategoryId } from '@domain/categories';
import { servicesTitle } from '@domain/seo/page-title';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { SelectedServiceDetail } from './services/selected-service-detail';
import { ALL_CATEGORIES, ServiceFilters } from './services/service-filters';
import { DEFAULT_SORT, type SortOrder, sortServices } from './services/sort-services';
import { ServiceCard } from './shared/service-card';
import './services/services-page.css';

export function ServicesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [sort, setSort] = useState<SortOrder>(DEFAULT_SORT);
  const category = searchParams.get('category') ?? ALL_CATEGORIES;
  const selectedId = searchParams.get('selectedService');
  const categoryName = isCategoryId(category) ? CATEGORY_NAMES[category] : null;
  usePageTitle(servicesTitle(categoryName));

  const shown = useMemo(() => {
    const inCategory =
      category === ALL_CATEGORIES ? SERVICES : isCategoryId(category) ? servicesInCategory(category) : [];
    return sortServices(inCategory, sort);
  }, [category, sort]);

  const chooseCategory = (next: string) => {
    setSearchParams(new URLSearchParams(next === ALL_CATEGORIES ? {} : { category: next }), {
      preventScrollReset: true,
    });
  };
  const reset = () => {
    setSort(DEFAULT_SORT);
    setSearchParams(new URLSearchParams(), { preventScrollReset: true });
  };
  const categoryQuery = isCategoryId(category) ? category : undefined;

  if (selectedId) {
    return (
      <div className="page services-page">
        <SelectedServiceDetail
          serviceId={selectedId}
          backHref={paths.services.href({ category: categoryQuery })}
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
          Every treatment is done or supervised by our doctors. Choose a category, compare prices and add what
          you like to your cart.
        </p>
      </header>

      <ServiceFilters
        category={category}
        sort={sort}
        onCategoryChange={chooseCategory}
        onSortChange={setSort}
        onReset={reset}
      />

      <p className="services-page__count" aria-live="polite">
        {shown.length === 1 ? '1 treatment' : `${shown.length} treatments`}
        {categoryName ? ` in ${categoryName}` : ''}
      </p>

      {shown.length === 0 ? (
        <div className="services-page__empty">
          <p>No services found for the selected category.</p>
          <button type="button" className="button button--primary" onClick={reset}>
            Show all services
          </button>
        </div>
      ) : (
        <ul className="services-grid">
          {shown.map((service) => (
            <li key={service.id}>
              <ServiceCard
                service={service}
                headingLevel={2}
                compact
                quickLookHref={paths.services.href({ category: categoryQuery, selectedService: service.id })}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
