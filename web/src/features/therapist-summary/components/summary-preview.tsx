import type { MoodDay } from '@domain/patterns';
import type { TherapistSummary } from '@domain/therapist-summary';
import { DocumentSection } from '@/components/ui/document-block';

const CHART = { width: 600, height: 120 } as const;

/** The PDF's mood chart as a line over the 1-5 scale; days without a mood leave a gap. */
function MoodChart({ days }: { days: readonly MoodDay[] }) {
  const x = (index: number) =>
    days.length === 1 ? CHART.width / 2 : (index * CHART.width) / (days.length - 1);
  const y = (mood: number) => CHART.height - ((mood - 1) / 4) * CHART.height;
  const rated = days.flatMap((day, index) => (day.average === null ? [] : [{ index, average: day.average }]));
  return (
    <figure className="space-y-1">
      <svg
        viewBox={`-4 -4 ${CHART.width + 8} ${CHART.height + 8}`}
        role="img"
        aria-label={`Daily average mood from ${days[0]!.date} to ${days.at(-1)!.date}, on ${rated.length} days`}
        className="h-32 w-full text-indigo-600 dark:text-indigo-400"
        preserveAspectRatio="none"
      >
        {[1, 2, 3, 4, 5].map((mood) => (
          <line
            key={mood}
            x1={0}
            x2={CHART.width}
            y1={y(mood)}
            y2={y(mood)}
            className="stroke-slate-200 dark:stroke-slate-700"
          />
        ))}
        {rated.map(({ index, average }) => {
          const previous = days[index - 1]?.average;
          return (
            <g key={index}>
              {previous != null && (
                <line
                  x1={x(index - 1)}
                  y1={y(previous)}
                  x2={x(index)}
                  y2={y(average)}
                  stroke="currentColor"
                  strokeWidth={2}
                />
              )}
              <circle cx={x(index)} cy={y(average)} r={3} fill="currentColor" />
            </g>
          );
        })}
      </svg>
      <figcaption className="text-xs text-slate-500 dark:text-slate-400">
        Daily average mood, from 1 (very low) to 5 (great)
      </figcaption>
    </figure>
  );
}

/** The summary as the PDF lays it out: title, dates, the label, then each chosen section. */
export function SummaryPreview({ summary }: { summary: TherapistSummary }) {
  return (
    <article
      aria-label="Summary preview"
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="space-y-2">
        <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{summary.title}</h2>
        <p className="text-sm text-slate-500 dark:text-slate-400">{summary.period}</p>
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          {summary.label}
        </p>
      </header>
      {summary.sections.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">Choose at least one part to include.</p>
      )}
      {summary.sections.map((section) => (
        <DocumentSection
          key={section.id}
          id={`summary-${section.id}`}
          heading={section.heading}
          blocks={section.blocks}
        >
          {section.id === 'mood' && summary.moodDays && <MoodChart days={summary.moodDays} />}
        </DocumentSection>
      ))}
    </article>
  );
}
