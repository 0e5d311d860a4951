import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Card, CardTitle } from '@stackfolio/shared-ui';
import type { DailyViews } from '../types';
import { formatLongDay } from '../lib/views-series';
import { formatCount } from '../lib/labels';
import { CHART_HEIGHT, nearestIndex, pointX, ViewsChartSvg } from './views-chart-svg';
import { ViewsDataTable } from './views-data-table';

const DEFAULT_WIDTH = 640;

const Plot = styled.div`
  position: relative;
  height: ${CHART_HEIGHT}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Tooltip = styled.div`
  position: absolute;
  top: 0;
  transform: translateX(-50%);
  pointer-events: none;
  white-space: nowrap;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 0.8125rem;
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

function pointText(day: DailyViews): string {
  return `${formatLongDay(day.date)}: ${formatCount(day.count)} ${day.count === 1 ? 'view' : 'views'}`;
}

function summaryText(series: DailyViews[]): string {
  const total = series.reduce((sum, d) => sum + d.count, 0);
  const period = `between ${formatLongDay(series[0].date)} and ${formatLongDay(series[series.length - 1].date)}`;
  if (total === 0) return `No portfolio views ${period}.`;
  const busiest = series.reduce((best, d) => (d.count > best.count ? d : best));
  return `${formatCount(total)} portfolio ${total === 1 ? 'view' : 'views'} ${period}. Busiest day: ${pointText(busiest)}.`;
}

/** Measures the plot so the SVG is drawn at its real size (readable labels at 360 px too). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.max(240, Math.floor(entry.contentRect.width))),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * Views over time: a line chart of views per day. Hover or focus it and use the arrow keys
 * (Home/End for the ends) to read each day; a summary and a data table are its text alternative.
 */
export function ViewsChart({ series }: { series: DailyViews[] }) {
  const { ref, width } = useWidth();
  const [active, setActive] = useState<number | null>(null);
  const summaryId = useId();
  const last = series.length - 1;

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: Math.max(0, (active ?? last) - 1),
      ArrowRight: Math.min(last, (active ?? last - 1) + 1),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]);
    } else if (event.key === 'Escape') setActive(null);
  };
  const onMouseMove = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(nearestIndex(event.clientX - box.left, series.length, width));
  };

  return (
    <Card aria-labelledby={`${summaryId}-title`}>
      <CardTitle id={`${summaryId}-title`}>Views Over Time</CardTitle>
      {series.length === 0 ? (
        <Summary>No portfolio views recorded yet.</Summary>
      ) : (
        <>
          <Summary id={summaryId}>{summaryText(series)}</Summary>
          <Plot
            ref={ref}
            tabIndex={0}
            role="group"
            aria-label="Views per day chart. Use the left and right arrow keys to read each day."
            aria-describedby={summaryId}
            onKeyDown={onKeyDown}
            onFocus={() => setActive((current) => current ?? last)}
            onBlur={() => setActive(null)}
            onMouseMove={onMouseMove}
            onMouseLeave={() => setActive(null)}
          >
            <ViewsChartSvg series={series} width={width} active={active} />
            {active !== null && series[active] && (
              <Tooltip
                aria-hidden="true"
                data-testid="chart-tooltip"
                style={{
                  left: Math.min(width - 90, Math.max(90, pointX(active, series.length, width))),
                }}
              >
                {pointText(series[active])}
              </Tooltip>
            )}
          </Plot>
          <div className="sr-only" aria-live="polite">
            {active !== null && series[active] ? pointText(series[active]) : ''}
          </div>
          <ViewsDataTable series={series} />
        </>
      )}
    </Card>
  );
}
