import styled from 'styled-components';
import type { DailyViews } from '../types';
import { formatShortDay, niceTicks } from '../lib/views-series';

export const CHART_HEIGHT = 240;
const CHART_PADDING = { top: 12, right: 16, bottom: 32, left: 44 };
/** Room each x-axis date label needs, so labels never overlap on narrow screens. */
const X_LABEL_WIDTH = 64;
const MAX_X_LABELS = 6;

/** The x position of point `index` in a chart `width` pixels wide. */
export function pointX(index: number, count: number, width: number): number {
  const inner = width - CHART_PADDING.left - CHART_PADDING.right;
  return CHART_PADDING.left + (count <= 1 ? inner / 2 : (index * inner) / (count - 1));
}

/** The index of the point nearest to pixel `x`. */
export function nearestIndex(x: number, count: number, width: number): number {
  if (count <= 1) return 0;
  const inner = width - CHART_PADDING.left - CHART_PADDING.right;
  const index = Math.round(((x - CHART_PADDING.left) / inner) * (count - 1));
  return Math.min(count - 1, Math.max(0, index));
}

function labelIndexes(count: number, width: number): number[] {
  const inner = width - CHART_PADDING.left - CHART_PADDING.right;
  const max = Math.max(2, Math.min(MAX_X_LABELS, Math.floor(inner / X_LABEL_WIDTH)));
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  const step = (count - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => Math.round(i * step));
}

/** The first and last labels align with the plot's edges so they are not cut off. */
function labelAnchor(index: number, count: number): 'start' | 'middle' | 'end' {
  if (count > 1 && index === 0) return 'start';
  if (count > 1 && index === count - 1) return 'end';
  return 'middle';
}

/**
 * The chart's colours are CSS (theme tokens, which follow the light or dark theme), not SVG
 * attributes: a `var()` reference is only sure to resolve in a style property.
 */
const Svg = styled.svg`
  display: block;
  .grid {
    stroke: ${({ theme }) => theme.colors.border};
  }
  .axis,
  .marker-line {
    stroke: ${({ theme }) => theme.colors.textMuted};
  }
  .label {
    fill: ${({ theme }) => theme.colors.textMuted};
  }
  .area {
    fill: ${({ theme }) => theme.colors.primary};
    fill-opacity: 0.12;
  }
  .line {
    fill: none;
    stroke: ${({ theme }) => theme.colors.primary};
  }
  .dot {
    fill: ${({ theme }) => theme.colors.primary};
  }
  .marker {
    fill: ${({ theme }) => theme.colors.surface};
    stroke: ${({ theme }) => theme.colors.primary};
  }
`;

/** Axes, grid, area and line of the views chart, drawn for the measured width (decorative: the text alternative is beside it). */
export function ViewsChartSvg({
  series,
  width,
  active,
}: {
  series: DailyViews[];
  width: number;
  active: number | null;
}) {
  const ticks = niceTicks(Math.max(...series.map((d) => d.count), 0));
  const top = ticks[ticks.length - 1];
  const bottomY = CHART_HEIGHT - CHART_PADDING.bottom;
  const y = (value: number) => bottomY - (value / top) * (bottomY - CHART_PADDING.top);
  const x = (index: number) => pointX(index, series.length, width);
  const line = series
    .map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(d.count).toFixed(1)}`)
    .join(' ');
  const area = `${line} L${x(series.length - 1).toFixed(1)},${bottomY} L${x(0).toFixed(1)},${bottomY} Z`;

  return (
    <Svg width={width} height={CHART_HEIGHT} aria-hidden="true" focusable="false">
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={CHART_PADDING.left}
            x2={width - CHART_PADDING.right}
            y1={y(tick)}
            y2={y(tick)}
            className="grid"
          />
          <text
            x={CHART_PADDING.left - 8}
            y={y(tick)}
            dy="0.32em"
            textAnchor="end"
            fontSize="12"
            className="label"
          >
            {tick}
          </text>
        </g>
      ))}
      <line
        x1={CHART_PADDING.left}
        x2={CHART_PADDING.left}
        y1={CHART_PADDING.top}
        y2={bottomY}
        className="axis"
      />
      <line
        x1={CHART_PADDING.left}
        x2={width - CHART_PADDING.right}
        y1={bottomY}
        y2={bottomY}
        className="axis"
      />
      {labelIndexes(series.length, width).map((i) => (
        <text
          key={i}
          x={x(i)}
          y={bottomY + 20}
          textAnchor={labelAnchor(i, series.length)}
          fontSize="12"
          className="label"
        >
          {formatShortDay(series[i].date)}
        </text>
      ))}
      {series.length > 1 && <path d={area} className="area" />}
      {series.length > 1 && (
        <path d={line} className="line" strokeWidth={2} strokeLinejoin="round" />
      )}
      {series.length === 1 && <circle cx={x(0)} cy={y(series[0].count)} r={4} className="dot" />}
      {active !== null && series[active] && (
        <g>
          <line
            x1={x(active)}
            x2={x(active)}
            y1={CHART_PADDING.top}
            y2={bottomY}
            className="marker-line"
            strokeDasharray="4 3"
          />
          <circle
            cx={x(active)}
            cy={y(series[active].count)}
            r={5}
            className="marker"
            strokeWidth={2}
          />
        </g>
      )}
    </Svg>
  );
}
