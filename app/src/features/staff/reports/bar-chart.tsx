export interface Bar {
  label: string;
  value: number;
  /** The value as a person reads it: '42.5%', '₱12,300'. */
  text: string;
}

interface BarChartProps {
  /** Says what the chart shows; read by screen readers in place of the drawing. */
  title: string;
  bars: readonly Bar[];
  /** The value of a full bar: 100 for percentages; the largest bar otherwise. */
  max?: number;
}

/** How much of a full bar `value` is, as a CSS width: 0% to 100%. */
export function barWidth(value: number, full: number): string {
  const share = full > 0 ? Math.max(0, Math.min(1, value / full)) : 0;
  return `${Math.round(share * 1000) / 10}%`;
}

/**
 * Horizontal bars drawn with a few styled elements: no chart library, and no SVG scaled down on a
 * phone. A label is shown whole, wrapped onto lines between words in its column ("Ulthera Prime -
 * 300 Lines" was cut to 19 characters before), with its full text and value as the row's title. The
 * chart is one image named by `title` with every bar in its text alternative; the table beside it
 * holds the same figures for reading and copying.
 */
export function BarChart({ title, bars, max }: BarChartProps) {
  if (bars.length === 0) return null;
  const full = max ?? Math.max(...bars.map((bar) => bar.value), 0);
  const alternative = `${title}: ${bars.map((bar) => `${bar.label} ${bar.text}`).join('; ')}`;
  return (
    <div className="bar-chart" role="img" aria-label={alternative}>
      {bars.map((bar) => (
        <div className="bar-chart__row" key={bar.label} title={`${bar.label}: ${bar.text}`}>
          <span className="bar-chart__label">{bar.label}</span>
          <span className="bar-chart__track">
            <span className="bar-chart__bar" style={{ width: barWidth(bar.value, full) }} />
          </span>
          <span className="bar-chart__value">{bar.text}</span>
        </div>
      ))}
    </div>
  );
}
