import { MindPatternsPreview } from './mind-patterns-preview';
import { Section } from './section';

const frame =
  'overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg shadow-indigo-900/5 dark:border-slate-800 dark:bg-slate-900';

/** What the app looks like: the counselor chat and Mind Patterns. */
export function ScreenshotsSection() {
  return (
    <Section
      id="screenshots"
      eyebrow="Inside the app"
      title="See how it works"
      intro="Talk with your counselor, then see how your days add up."
    >
      <div className="grid gap-10 lg:grid-cols-2">
        <figure>
          <div className={frame}>
            <img
              src="/screenshots/ai-counseling.webp"
              width={992}
              height={846}
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
              alt="The AI Counseling screen: a person writes that work has been overwhelming and they cannot switch off in the evenings; the counselor acknowledges it and suggests shrinking the heaviest task to a ten-minute first step."
            />
          </div>
          <figcaption className="mt-4 text-center">
            <span className="block text-lg font-semibold text-slate-900 dark:text-white">AI Counseling</span>
            <span className="text-slate-600 dark:text-slate-300">
              Talk it through in your own words; your counselor listens and suggests next steps.
            </span>
          </figcaption>
        </figure>
        <figure>
          <div
            className={frame}
            role="img"
            aria-label="Mind Patterns: a week's mood line rising from Tuesday to Saturday, and the emotions named most often: calm, hopeful, stressed and tired."
          >
            <MindPatternsPreview />
          </div>
          <figcaption className="mt-4 text-center">
            <span className="block text-lg font-semibold text-slate-900 dark:text-white">Mind Patterns</span>
            <span className="text-slate-600 dark:text-slate-300">
              Your journal&apos;s moods and emotions over time, so patterns become visible.
            </span>
          </figcaption>
        </figure>
      </div>
    </Section>
  );
}
