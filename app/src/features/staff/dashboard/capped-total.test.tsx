// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toPaged } from '../api/normalize';
import { Pager } from '../components/pager';
import { ResultSummary } from './result-summary';

/** A broad search is counted to 1,000 only (issue 30 item 3): the desk reads "1,000+", never a made-up total. */
afterEach(cleanup);

const tenRows = Array.from({ length: 10 }, (_, index) => ({ id: String(index) }));

describe('a total the server stopped counting', () => {
  it('keeps totalCapped from the answer, and only when it is true', () => {
    const reply = { data: tenRows, total: 1000, totalPages: 100, currentPage: 1, limit: 10 };
    expect(toPaged({ ...reply, totalCapped: true }, 1)).toMatchObject({ total: 1000, totalCapped: true });
    expect(toPaged(reply, 1)).not.toHaveProperty('totalCapped');
    expect(toPaged({ ...reply, totalCapped: 'yes' }, 1)).not.toHaveProperty('totalCapped');
  });

  it('reads "of 1,000+ bookings" when capped and the exact number otherwise', () => {
    const page = { data: tenRows, total: 1000, totalPages: 100, currentPage: 2 };
    const { rerender } = render(<ResultSummary page={{ ...page, totalCapped: true }} query={{ page: 2 }} />);
    expect(screen.getByText('Showing 11–20 of 1,000+ bookings')).toBeTruthy();
    rerender(<ResultSummary page={{ ...page, total: 42, totalPages: 5 }} query={{ page: 2 }} />);
    expect(screen.getByText('Showing 11–20 of 42 bookings')).toBeTruthy();
  });

  it('lets the pager go on past the counted pages, saying there are more', async () => {
    const onPage = vi.fn();
    const { rerender } = render(
      <Pager label="Bookings pages" page={100} totalPages={100} onPage={onPage} morePages />,
    );
    expect(screen.getByText('Page 100 of 100+')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.getAttribute('aria-disabled')).toBe('false');
    await userEvent.click(next);
    expect(onPage).toHaveBeenCalledWith(101);
    rerender(<Pager label="Bookings pages" page={101} totalPages={100} onPage={onPage} morePages />);
    expect(screen.getByText('Page 101 of 101+')).toBeTruthy();
    rerender(<Pager label="Bookings pages" page={100} totalPages={100} onPage={onPage} />);
    expect(screen.getByText('Page 100 of 100')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
  });
});
