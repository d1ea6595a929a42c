// @vitest-environment jsdom
import { servicesInCategory } from '@domain/catalogue/services';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ServicesPage } from './services-page';
import { renderRoute } from './test/render-route';

afterEach(cleanup);

function cardNames(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

function cardPrices(): string[] {
  return screen
    .getAllByRole('article')
    .map((card) => card.querySelector('.service-price__amount')?.textContent ?? '');
}

describe('the services page', () => {
  it('shows the category from the query and only its services', () => {
    renderRoute('/services', <ServicesPage />, '/services?category=face-slimming');
    expect(screen.getByRole('radio', { name: 'Face Slimming' })).toHaveProperty('checked', true);
    const expected = servicesInCategory('face-slimming').map((service) => service.name);
    expect(cardNames().sort()).toEqual([...expected].sort());
    expect(screen.getByText(`${expected.length} treatments in Face Slimming`)).toBeTruthy();
  });

  it('keeps the chosen category in the query parameter', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/services', <ServicesPage />, '/services');
    expect(screen.getByRole('radio', { name: 'All services' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: 'IV Drips' }));
    expect(router.state.location.search).toBe('?category=iv-drips');
    expect(cardNames().length).toBe(servicesInCategory('iv-drips').length);
    await user.click(screen.getByRole('radio', { name: 'All services' }));
    expect(router.state.location.search).toBe('');
  });

  it('sorts by price both ways and by name, consultation prices last', async () => {
    const user = userEvent.setup();
    renderRoute('/services', <ServicesPage />, '/services?category=face-slimming');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });

    await user.selectOptions(sort, 'Price: low to high');
    const ascending = cardPrices();
    const amounts = ascending
      .filter((price) => price.startsWith('₱'))
      .map((price) => Number(price.replace(/\D/g, '')));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(ascending.at(-1)).toBe('Price upon consultation');

    await user.selectOptions(sort, 'Price: high to low');
    const descending = cardPrices()
      .filter((price) => price.startsWith('₱'))
      .map((price) => Number(price.replace(/\D/g, '')));
    expect(descending).toEqual([...amounts].reverse());

    await user.selectOptions(sort, 'Name: A to Z');
    const names = cardNames();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('puts featured services first by default', () => {
    renderRoute('/services', <ServicesPage />, '/services?category=body-slimming');
    const featured = servicesInCategory('body-slimming')
      .filter((service) => service.featured)
      .map((s) => s.name);
    expect(cardNames().slice(0, featured.length)).toEqual(featured);
  });

  it('resets category and sort', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/services', <ServicesPage />, '/services?category=iv-drips');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name: A to Z');
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', 'featured');
    expect(screen.getByRole('button', { name: 'Reset filters' })).toHaveProperty('disabled', true);
  });

  it('says so when a category has no services', () => {
    renderRoute('/services', <ServicesPage />, '/services?category=no-such-category');
    expect(screen.getByText('No services found for the selected category.')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('shows "Price starts at" for ranged prices', () => {
    renderRoute('/services', <ServicesPage />, '/services?category=skin-boosters');
    const exosome = screen.getAllByRole('article').find((card) => /Exosome/i.test(card.textContent ?? ''));
    expect(exosome).toBeDefined();
    expect(within(exosome as HTMLElement).getByText('Price starts at')).toBeTruthy();
  });

  it('opens an inline detail with selectedService and a back link that removes it', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(
      '/services',
      <ServicesPage />,
      '/services?category=facial-treatments&selectedService=stem-cell-facial',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Stem Cell Facial' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to all services' }));
    expect(router.state.location.search).toBe('?category=facial-treatments');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeTruthy();
  });
});
