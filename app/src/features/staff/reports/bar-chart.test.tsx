// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart, barWidth } from './bar-chart';

afterEach(cleanup);

const LONG = 'Las Piñas · Growth Factor Scalp Therapy';

describe('BarChart', () => {
  it('shows a long treatment name whole, with the name and figure as the row title', () => {
    render(
      <BarChart
        title="No-show rate by branch and treatment"
        max={100}
        bars={[
          { label: LONG, value: 25, text: '25%' },
          { label: 'Makati · Stem Cell Facial', value: 0, text: '0%' },
        ]}
      />,
    );
    const chart = screen.getByRole('img', {
      name: `No-show rate by branch and treatment: ${LONG} 25%; Makati · Stem Cell Facial 0%`,
    });
    expect(chart.textContent).toContain(LONG);
    expect(chart.textContent).not.toContain('…');
    const row = screen.getByTitle(`${LONG}: 25%`);
    expect(row.querySelector('.bar-chart__bar')?.getAttribute('style')).toBe('width: 25%;');
  });

  it('draws nothing for no bars, and keeps every bar within the track', () => {
    const { container } = render(<BarChart title="Empty" bars={[]} />);
    expect(container.innerHTML).toBe('');
    expect([barWidth(150, 100), barWidth(-3, 100), barWidth(5, 0), barWidth(1, 3)]).toEqual([
      '100%',
      '0%',
      '0%',
      '33.3%',
    ]);
  });
});
