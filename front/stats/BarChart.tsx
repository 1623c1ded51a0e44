import { Box, Paper, Stack, Typography } from '@mui/material';
import { useLayoutEffect, useRef, useState } from 'react';
import { t } from '../../common/i18n/index.ts';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

interface Props {
  title: string;
  testId: string;
  /** One label per bar. */
  labels: string[];
  /** The stacked parts of each bar; one series is a plain bar chart. */
  series: ChartSeries[];
  /** values[bar][series]. */
  values: number[][];
  /** How a value reads on the axis and in the tooltips. */
  format: (value: number) => string;
  /** Counts: the axis ticks are whole numbers. */
  integer?: boolean;
}

const HEIGHT = 220;
const MARGIN = { top: 12, right: 8, bottom: 26, left: 64 };
const TICKS = 4;

/** A round top for the axis: 1, 2, 2.5 or 5 times a power of ten per tick; whole ticks for counts. */
function niceMax(max: number, integer: boolean): number {
  if (max <= 0) return TICKS;
  const rough = max / TICKS;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough && (!integer || Number.isInteger(candidate)))!;
  return Math.max(step, integer ? 1 : 0) * TICKS;
}

/**
 * The width the chart has, followed as the window changes, so text keeps its size on a phone. Measured before the
 * first paint; the SVG itself is as wide as its box in CSS, so a width not yet re-measured only clips the drawing
 * for a frame and never widens the page.
 */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A bar chart in plain SVG, stacked when given several series: a value axis with round ticks, a label under each
 * bar (every other one when they would overlap), and each part's value in its tooltip.
 */
export function BarChart({ title, testId, labels, series, values, format, integer = false }: Props) {
  const { ref, width } = useWidth();
  const totals = values.map((parts) => parts.reduce((sum, value) => sum + value, 0));
  const top = niceMax(Math.max(0, ...totals), integer);
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = labels.length ? plotWidth / labels.length : 0;
  const barWidth = Math.max(2, Math.min(48, band * 0.64));
  const every = band < 34 ? Math.ceil(34 / Math.max(band, 1)) : 1;
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const empty = totals.every((total) => total === 0);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid={testId}>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {series.length > 1 && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          {series.map((item) => (
            <Stack key={item.key} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: item.color }} />
              <Typography variant="caption">{item.label}</Typography>
            </Stack>
          ))}
        </Stack>
      )}
      <Box ref={ref} sx={{ width: '100%', position: 'relative' }}>
        {width > 0 && (
          <svg width="100%" height={HEIGHT} role="img" aria-label={title} style={{ display: 'block', overflow: 'hidden' }}>
            {Array.from({ length: TICKS + 1 }, (_, index) => {
              const value = (top / TICKS) * index;
              return (
                <g key={index}>
                  <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(value)} y2={y(value)} stroke="#e0e0e0" />
                  <text x={MARGIN.left - 6} y={y(value)} dy="0.32em" textAnchor="end" fontSize={11} fill="#616161">
                    {format(value)}
                  </text>
                </g>
              );
            })}
            {values.map((parts, bar) => {
              const x = MARGIN.left + band * bar + (band - barWidth) / 2;
              let base = 0;
              return (
                <g key={labels[bar]} data-period={labels[bar]}>
                  {parts.map((value, part) => {
                    const from = base;
                    base += value;
                    if (value <= 0) return null;
                    return (
                      <rect key={series[part].key} x={x} width={barWidth} y={y(base)} height={y(from) - y(base)} fill={series[part].color} rx={2}>
                        <title>{t('stats.tooltip', { period: labels[bar], series: series[part].label, value: format(value) })}</title>
                      </rect>
                    );
                  })}
                  {bar % every === 0 && (
                    <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" fontSize={11} fill="#424242">
                      {labels[bar]}
                    </text>
                  )}
                </g>
              );
            })}
            <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} stroke="#9e9e9e" />
          </svg>
        )}
        {empty && width > 0 && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', pb: 3 }}
          >
            {t('stats.empty')}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
