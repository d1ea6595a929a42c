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

const ROW = 28;
const LABEL = 150;
const WIDTH = 560;
const VALUE = 80;

/**
 * Horizontal bars drawn as inline SVG: a few hundred bytes, no chart library. The drawing is one
 * image named by `title` with every bar in its text alternative; the table beside it holds the same
 * figures for reading and copying.
 */
export function BarChart({ title, bars, max }: BarChartProps) {
  if (bars.length === 0) return null;
  const full = max ?? Math.max(...bars.map((bar) => bar.value), 0);
  const room = WIDTH - LABEL - VALUE;
  const height = bars.length * ROW;
  const alternative = `${title}: ${bars.map((bar) => `${bar.label} ${bar.text}`).join('; ')}`;
  return (
    <svg
      className="bar-chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      role="img"
      aria-label={alternative}
      preserveAspectRatio="xMinYMin meet"
    >
      {bars.map((bar, index) => {
        const length = full > 0 ? Math.max(0, Math.min(1, bar.value / full)) * room : 0;
        const y = index * ROW;
        return (
          <g key={bar.label}>
            <text
              className="bar-chart__label"
              x={LABEL - 8}
              y={y + ROW / 2}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {bar.label.length > 20 ? `${bar.label.slice(0, 19)}…` : bar.label}
            </text>
            <rect className="bar-chart__track" x={LABEL} y={y + 6} width={room} height={ROW - 12} rx={3} />
            <rect className="bar-chart__bar" x={LABEL} y={y + 6} width={length} height={ROW - 12} rx={3} />
            <text className="bar-chart__value" x={LABEL + room + 8} y={y + ROW / 2} dominantBaseline="middle">
              {bar.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
