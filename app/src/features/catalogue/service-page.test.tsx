// @vitest-environment jsdom
import { findService } from '@domain/catalogue/services';
import { TESTIMONIALS } from '@domain/catalogue/testimonials';
import { testimonialsFor } from '@domain/catalogue/treatment-testimonials';
import { applyPromoDiscount, INVALID_PROMO_MESSAGE } from '@domain/promo-codes';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../offline/db';
import { ADDED_FEEDBACK_MS } from './service/add-to-cart-button';
import { ServicePage } from './service-page';
import { renderRoute } from './test/render-route';

const renderService = (id: string) => renderRoute('/service/:serviceId', <ServicePage />, `/service/${id}`);

beforeEach(async () => {
  await db.cart.clear();
});

afterEach(cleanup);

function shownPrice(): string {
  return document.querySelector('.purchase__price .service-price__amount')?.textContent ?? '';
}

describe('choosing a promo package', () => {
  it('sets the price and name from the package, and regular restores them', async () => {
    const user = userEvent.setup();
    renderService('stem-cell-facial');
    expect(shownPrice()).toBe('₱1,999');

    await user.click(screen.getByRole('radio', { name: /Buy 4 get 1 free/ }));
    expect(shownPrice()).toBe('₱7,996');

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByRole('button', { name: '✓ Added!' });
    const [line] = await db.cart.toArray();
    expect(line).toMatchObject({
      id: 'stem-cell-facial',
      name: 'Stem Cell Facial - Buy 4 get 1 free',
      price: 7996,
      selectedPromo: 'Buy 4 get 1 free',
      quantity: 1,
    });

    await user.click(screen.getByRole('radio', { name: /^Regular price/ }));
    expect(shownPrice()).toBe('₱1,999');
  });

  it('says Added, stays disabled for two seconds and announces it', async () => {
    const user = userEvent.setup();
    renderService('stem-cell-facial');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const clickedAt = Date.now();
    const added = await screen.findByRole('button', { name: '✓ Added!' });
    expect(added).toHaveProperty('disabled', true);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Stem Cell Facial added to your cart.'),
    );
    const again = await screen.findByRole(
      'button',
      { name: 'Add to Cart' },
      { timeout: ADDED_FEEDBACK_MS + 1000 },
    );
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(ADDED_FEEDBACK_MS - 50);
    expect(again).toHaveProperty('disabled', false);
  });

  it('shows the weight slider with a live estimate on weight-loss services', async () => {
    renderService('tirzepatide-slim-jab');
    const slider = screen.getByRole('slider', { name: 'Your current weight' });
    expect(slider.getAttribute('min')).toBe('60');
    expect(slider.getAttribute('max')).toBe('180');
    // A typical range with a plain note, never one promised figure.
    expect(document.querySelector('output')?.textContent).toBe('Typical loss over the program: 10–16 kg');
    expect(screen.getByText(/Results vary from person to person\. A doctor/)).toBeTruthy();
    expect(screen.queryByText(/about 16 kg/)).toBeNull();
  });

  it('shows Service Not Found for an unknown id', () => {
    renderService('no-such-treatment');
    expect(screen.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
  });
});

describe('the promo code on the sales layout', () => {
  it('rejects a bad code, keeps it, then checks out with a good one', async () => {
    const user = userEvent.setup();
    const { router } = renderService('skinny-jab-pro');
    const service = findService('skinny-jab-pro');
    const checkout = screen.getByRole('button', { name: 'Checkout with Promo' });
    expect(checkout).toHaveProperty('disabled', true);

    const input = screen.getByRole('textbox', { name: 'Promo code' });
    await user.type(input, 'WRONG10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(INVALID_PROMO_MESSAGE);
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(input).toHaveProperty('value', 'WRONG10');
    expect(checkout).toHaveProperty('disabled', true);

    await user.clear(input);
    await user.type(input, ' tbl20 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(checkout).toHaveProperty('disabled', false);

    await user.click(checkout);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    const [line] = await db.cart.toArray();
    expect(line).toMatchObject({
      id: 'skinny-jab-pro',
      promoCode: 'TBL20',
      price: applyPromoDiscount(service?.price as number),
    });
  });
});

describe('the stories on a sales page', () => {
  it('are about that treatment only', () => {
    renderService('tbl-slim-pro');
    const carousel = screen.getByRole('region', { name: 'Client testimonials' });
    const text = carousel.textContent ?? '';
    for (const story of testimonialsFor('tbl-slim-pro')) expect(text).toContain(story.name);
    for (const story of TESTIMONIALS) expect(text).not.toContain(story.name);
    for (const story of testimonialsFor('skinny-jab-pro')) expect(text).not.toContain(story.name);
  });
});
