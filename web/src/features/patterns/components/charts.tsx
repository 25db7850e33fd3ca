import type { MoodDay } from '@domain/patterns';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { shortCalendarDay, weekdayCalendarDay } from '@/lib/format-date';

// Muted enough for both themes; the bars and line carry the colour.
const AXIS = { fontSize: 12, fill: '#64748b' };
const GRID = '#cbd5e1';
const MOOD_TICKS = [1, 2, 3, 4, 5];

const moodTooltip = (value: unknown) => (typeof value === 'number' ? value.toFixed(1) : 'No mood');

/** Average mood day by day; days without a mood break the line. */
export function MoodLineChart({ series }: { series: readonly MoodDay[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={[...series]} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
        <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="date"
          tick={AXIS}
          tickFormatter={(date: string) => shortCalendarDay(date)}
          minTickGap={16}
        />
        <YAxis domain={[1, 5]} ticks={MOOD_TICKS} tick={AXIS} allowDecimals={false} />
        <Tooltip
          labelFormatter={(date) => weekdayCalendarDay(String(date))}
          formatter={(value) => [moodTooltip(value), 'Mood']}
        />
        <Line
          type="monotone"
          dataKey="average"
          stroke="#4f46e5"
          strokeWidth={2}
          dot={series.length <= 31 ? { r: 3 } : false}
          connectNulls={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Average mood per group (weekday, time of day); groups without a mood have no bar. */
export function MoodBarChart({ data }: { data: readonly { label: string; average: number | null }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
        <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} interval={0} />
        <YAxis domain={[0, 5]} ticks={[0, ...MOOD_TICKS]} tick={AXIS} />
        <Tooltip formatter={(value) => [moodTooltip(value), 'Average mood']} />
        <Bar dataKey="average" fill="#14b8a6" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** How often each emotion was tagged, most frequent at the top. */
export function EmotionBarChart({ data }: { data: readonly { emotion: string; count: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...data]} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={GRID} strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS} />
        <YAxis type="category" dataKey="emotion" tick={AXIS} width={88} />
        <Tooltip formatter={(value) => [String(value), 'Times tagged']} />
        <Bar dataKey="count" fill="#6366f1" radius={[0, 4, 4, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
