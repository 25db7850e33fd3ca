// A week of moods (1-5) and the emotions behind them, as Mind Patterns charts a journal.
const WEEK = [
  { day: 'Mon', mood: 3 },
  { day: 'Tue', mood: 2 },
  { day: 'Wed', mood: 3 },
  { day: 'Thu', mood: 4 },
  { day: 'Fri', mood: 4 },
  { day: 'Sat', mood: 5 },
  { day: 'Sun', mood: 3 },
];
const EMOTIONS = [
  { name: 'Calm', share: 34, color: 'bg-teal-500' },
  { name: 'Hopeful', share: 26, color: 'bg-indigo-500' },
  { name: 'Stressed', share: 22, color: 'bg-amber-500' },
  { name: 'Tired', share: 18, color: 'bg-slate-400' },
];

const WIDTH = 320;
const HEIGHT = 120;
const x = (index: number) => 20 + (index * (WIDTH - 40)) / (WEEK.length - 1);
const y = (mood: number) => HEIGHT - 15 - ((mood - 1) / 4) * (HEIGHT - 30);

/** A drawing of the Mind Patterns screen (a week's mood line and emotion mix), for the landing page. */
export function MindPatternsPreview() {
  const line = WEEK.map((point, index) => `${x(index)},${y(point.mood)}`).join(' ');
  return (
    <div className="space-y-5 bg-white p-5 text-left dark:bg-slate-900" aria-hidden>
      <div className="flex items-baseline justify-between">
        <p className="font-semibold text-slate-900 dark:text-white">Mind Patterns</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">This week</p>
      </div>
      <div className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
        <p className="text-xs font-medium text-slate-500 dark:text-slate-400">Mood</p>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 16}`} className="mt-2 w-full">
          {[1, 3, 5].map((mood) => (
            <line
              key={mood}
              x1="12"
              x2={WIDTH - 12}
              y1={y(mood)}
              y2={y(mood)}
              className="stroke-slate-200 dark:stroke-slate-700"
            />
          ))}
          <polyline
            points={line}
            fill="none"
            strokeWidth="3"
            strokeLinecap="round"
            className="stroke-indigo-500"
          />
          {WEEK.map((point, index) => (
            <g key={point.day}>
              <circle cx={x(index)} cy={y(point.mood)} r="4" className="fill-teal-500" />
              <text x={x(index)} y={HEIGHT + 12} textAnchor="middle" className="fill-slate-500 text-[10px]">
                {point.day}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <div className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
        <p className="text-xs font-medium text-slate-500 dark:text-slate-400">Emotions you named</p>
        <div className="mt-3 flex h-3 overflow-hidden rounded-full">
          {EMOTIONS.map((emotion) => (
            <span key={emotion.name} className={emotion.color} style={{ width: `${emotion.share}%` }} />
          ))}
        </div>
        <ul className="mt-3 grid grid-cols-2 gap-1 text-xs text-slate-600 dark:text-slate-300">
          {EMOTIONS.map((emotion) => (
            <li key={emotion.name} className="flex items-center gap-2">
              <span className={`size-2 rounded-full ${emotion.color}`} />
              {emotion.name} {emotion.share}%
            </li>
          ))}
        </ul>
      </div>
      <p className="rounded-lg bg-indigo-50 p-3 text-xs text-indigo-900 dark:bg-indigo-950/60 dark:text-indigo-200">
        Your mood rose through the week and dipped on Sunday evening. Entries mentioning &ldquo;work&rdquo;
        were often stressed.
      </p>
    </div>
  );
}
