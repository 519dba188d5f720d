import type { DashboardActivity } from '@orbita/contracts/dashboard';
import { Box, Paper, Popper, useMediaQuery, useTheme } from '@mui/material';
import {
  cloneElement,
  useCallback,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type SVGAttributes,
} from 'react';
import { ActivityCalendar, type Activity, type BlockElement } from 'react-activity-calendar';
import {
  addDays,
  dayText,
  heatmapDays,
  MAX_LEVEL,
  MONTH_LABELS,
  WEEKDAY_LABELS,
} from './heatmap-model';

/** Arrow keys move one day (up/down: the calendar's columns are weeks) or one week. */
const STEPS: Partial<Record<string, number>> = {
  ArrowUp: -1,
  ArrowDown: 1,
  ArrowLeft: -7,
  ArrowRight: 7,
};

interface Tip {
  anchor: Element;
  text: string;
}

const BLOCK_MARGIN = 3;
const FONT_SIZE = 12;
/** react-activity-calendar's margin under the month labels (its LABEL_MARGIN). */
const LABEL_MARGIN = 8;
/** The legend row under the calendar with its gap, as Chromium lays it out. */
const FOOTER_HEIGHT = 29.5;

/** A year is 53 weeks: bigger squares where the row is wide enough to hold them. */
function useBlockSize(): number {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.up('xl')) ? 16 : 12;
}

/**
 * Stands in for the heatmap until the dashboard's first paint (ui/use-after-first-paint):
 * the calendar's own height (month labels, seven rows of days, the legend), so the card
 * does not move when the days arrive.
 */
export function ActivityHeatmapPlaceholder() {
  const blockSize = useBlockSize();
  const days = 7 * (blockSize + BLOCK_MARGIN) - BLOCK_MARGIN;
  return (
    <Box
      aria-hidden
      data-testid="activity-heatmap-placeholder"
      sx={{ height: FONT_SIZE + LABEL_MARGIN + days + FOOTER_HEIGHT }}
    />
  );
}

/**
 * The year of daily activity, GitHub-style, drawn by react-activity-calendar (MIT, React
 * 19; its own floating-ui tooltips are left off: one MUI popper serves the whole grid,
 * lighter than 365 tooltips). Days are one roving tab stop: Tab reaches the selected day
 * (today at first), the arrows move it, Home/End jump to the first/last day, and each day's
 * label reads "12 atividades em 3 de março".
 */
export function ActivityHeatmap({ activity }: { activity: DashboardActivity }) {
  const theme = useTheme();
  const blockSize = useBlockSize();
  const days = useMemo(() => heatmapDays(activity), [activity]);
  const [selected, setSelected] = useState(activity.to);
  const [tip, setTip] = useState<Tip | null>(null);
  const root = useRef<HTMLElement>(null);
  const current = selected >= activity.from && selected <= activity.to ? selected : activity.to;

  const focusDay = useCallback(
    (day: string) => {
      const clamped = day < activity.from ? activity.from : day > activity.to ? activity.to : day;
      setSelected(clamped);
      root.current?.querySelector<SVGRectElement>(`rect[data-date="${clamped}"]`)?.focus();
    },
    [activity.from, activity.to],
  );

  const renderBlock = (block: BlockElement, day: Activity) => {
    const text = dayText(day.count, day.date);
    const show = (event: { currentTarget: Element }) =>
      setTip({ anchor: event.currentTarget, text });
    const props: SVGAttributes<SVGRectElement> & HTMLAttributes<SVGRectElement> = {
      role: 'img',
      'aria-label': text,
      tabIndex: day.date === current ? 0 : -1,
      onMouseEnter: show,
      onMouseLeave: () => setTip(null),
      onFocus: (event) => {
        setSelected(day.date);
        show(event);
      },
      onBlur: () => setTip(null),
      onKeyDown: (event: KeyboardEvent<SVGRectElement>) => {
        const step = STEPS[event.key];
        const target =
          step !== undefined
            ? addDays(day.date, step)
            : event.key === 'Home'
              ? activity.from
              : event.key === 'End'
                ? activity.to
                : null;
        if (target === null) return;
        event.preventDefault();
        focusDay(target);
      },
    };
    return cloneElement(block, props);
  };

  return (
    <Box
      role="group"
      aria-label="Atividade dos últimos 12 meses"
      sx={{
        // A year of weeks is wider than a phone: it scrolls sideways inside the card instead of
        // widening the page (`contain` keeps its width out of the card's own sizing).
        maxWidth: '100%',
        overflowX: 'auto',
        contain: 'inline-size',
        '& rect[data-date]': { cursor: 'default' },
        '& rect[data-date]:focus': { outline: 'none' },
        '& rect[data-date]:focus-visible': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 1,
        },
        '& .react-activity-calendar__footer': { color: 'text.secondary', fontSize: 13 },
        // On a narrow screen the grid scrolls: it starts at the end, where the recent days
        // are, because a right-to-left scroller starts at its right edge (the grid itself is
        // left-to-right again). Setting scrollLeft after mounting did the same at the cost
        // of a forced layout of the whole dashboard: 120 ms at 4× CPU on /me/home.
        '& .react-activity-calendar__scroll-container': { direction: 'rtl' },
        '& .react-activity-calendar__calendar': { direction: 'ltr' },
      }}
    >
      <ActivityCalendar
        ref={root}
        data={days}
        maxLevel={MAX_LEVEL}
        colorScheme="light"
        blockSize={blockSize}
        blockMargin={BLOCK_MARGIN}
        fontSize={FONT_SIZE}
        weekStart={0}
        showWeekdayLabels={['mon', 'wed', 'fri']}
        showTotalCount={false}
        labels={{
          months: MONTH_LABELS,
          weekdays: WEEKDAY_LABELS,
          legend: { less: 'Menos', more: 'Mais' },
        }}
        theme={{ light: [theme.palette.grey[200], theme.palette.primary.main] }}
        renderBlock={renderBlock}
      />
      <Popper
        open={!!tip}
        anchorEl={tip?.anchor}
        placement="top"
        sx={{ pointerEvents: 'none', zIndex: 'tooltip' }}
      >
        {/* The Popper is the role="tooltip" element. */}
        <Paper
          elevation={0}
          sx={{ px: 1, py: 0.5, bgcolor: 'grey.900', color: 'common.white', fontSize: 12, mb: 0.5 }}
        >
          {tip?.text}
        </Paper>
      </Popper>
    </Box>
  );
}
