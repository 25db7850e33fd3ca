import { SAFETY_PLAN_SECTIONS, type SafetyPlan } from '@domain/safety-plan';
import { crisisResourcesFor, type CrisisResource } from '@domain/crisis-resources';
import { CRISIS_REPLY_TEXT, HELP_PANEL_TEXT, type ReplyLanguage } from '@domain/crisis-reply-text';
import { ExternalLink, Wind, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { useSafetyPlan } from '../api/safety-plan';
import { ContactLink } from './contact-link';
import { GroundingExercise } from './grounding-exercise';
import { SafetyPlanEditor } from './safety-plan-editor';

const actionClass =
  'inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-xl bg-indigo-600 px-4 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

interface HelpPanelProps {
  uid: string;
  /** The person's country (a region code or locale): its crisis lines come first. */
  country?: string | undefined;
  /** The language of the message that opened the panel, where not English: its labels are in it. */
  language?: ReplyLanguage | undefined;
  open: boolean;
  onClose: () => void;
}

/**
 * The "Get help now" panel: the crisis lines of the person's country and the international directory,
 * the safety plan, grounding; closes only on Close or Escape. Its own words and the lines' are in
 * `language`; the safety plan and the grounding exercise stay in English.
 */
export function HelpPanel({ uid, country, language = 'en', open, onClose }: HelpPanelProps) {
  const text = HELP_PANEL_TEXT[language];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      layout="wide"
      closeOnOutsideClick={false}
      title={text.title}
      description={text.description}
      actions={
        <DialogClose>
          <Button variant="secondary">
            <X aria-hidden="true" className="size-4" />
            {text.close}
          </Button>
        </DialogClose>
      }
    >
      <HelpPanelBody uid={uid} country={country} language={language} />
    </Dialog>
  );
}

// The panel's contents; they unmount when the panel closes, so it always reopens on its first view.
function HelpPanelBody({
  uid,
  country,
  language,
}: {
  uid: string;
  country: string | undefined;
  language: ReplyLanguage;
}) {
  const text = HELP_PANEL_TEXT[language];
  const id = useId();
  const [grounding, setGrounding] = useState(false);
  return (
    <div className="mt-6 space-y-8">
      <section aria-labelledby={`${id}-contacts`} className="space-y-3">
        <h3 id={`${id}-contacts`} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          {text.talkNow}
        </h3>
        <ul className="space-y-3">
          {crisisResourcesFor(country, language).map((resource) => (
            <ResourceItem key={resource.name} resource={resource} />
          ))}
        </ul>
        <p
          role="note"
          className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {CRISIS_REPLY_TEXT[language].emergency(country)}
        </p>
      </section>

      <SafetyPlanSection uid={uid} heading={text.safetyPlan} />

      <section aria-labelledby={`${id}-grounding`} className="space-y-3">
        <h3 id={`${id}-grounding`} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          {text.breathe}
        </h3>
        {grounding ? (
          <GroundingExercise onDone={() => setGrounding(false)} />
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">{text.breatheHint}</p>
            <Button variant="secondary" onClick={() => setGrounding(true)}>
              <Wind aria-hidden="true" className="size-4" />
              {text.tryGrounding}
            </Button>
          </>
        )}
      </section>
    </div>
  );
}

// A service is reached by its call and text links; one without them is offered through its website.
function ResourceItem({ resource }: { resource: CrisisResource }) {
  const { actions } = resource;
  return (
    <li className="rounded-2xl border border-indigo-100 bg-indigo-50/60 p-4 dark:border-indigo-900/60 dark:bg-indigo-950/40">
      <p className="text-base font-semibold text-slate-900 dark:text-slate-50">{resource.name}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{resource.contact}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {actions?.map((action) => (
          <ContactLink key={action.href} action={action} className={actionClass} />
        ))}
        {!actions && resource.url && (
          <a href={resource.url} target="_blank" rel="noopener noreferrer" className={actionClass}>
            <ExternalLink aria-hidden="true" className="size-5" />
            Visit {resource.name}
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>
    </li>
  );
}

const hasText = (plan: SafetyPlan) => SAFETY_PLAN_SECTIONS.some(({ key }) => plan[key]?.trim());

function SafetyPlanSection({ uid, heading }: { uid: string; heading: string }) {
  const id = useId();
  const { plan, loading, error } = useSafetyPlan(uid);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  const edit = () => {
    setSaved(false);
    setEditing(true);
  };

  let content: ReactNode;
  if (editing) {
    content = (
      <SafetyPlanEditor
        uid={uid}
        plan={plan}
        onCancel={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          setSaved(true);
        }}
      />
    );
  } else if (loading) {
    content = <p className="text-sm text-slate-600 dark:text-slate-400">Loading your safety plan...</p>;
  } else if (error) {
    content = (
      <ErrorAlert>
        Your safety plan could not be loaded just now. The people and services above are there for you.
      </ErrorAlert>
    );
  } else if (!hasText(plan)) {
    content = (
      <div className="space-y-3 rounded-2xl border border-dashed border-slate-300 p-4 dark:border-slate-700">
        <p className="text-sm font-medium text-slate-800 dark:text-slate-100">
          You have not written a safety plan yet.
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          A safety plan is a short list, in your own words, of what helps when things get hard. You can write
          it now or at a calmer moment.
        </p>
        <Button onClick={edit}>Write my safety plan</Button>
      </div>
    );
  } else {
    content = (
      <div className="space-y-4">
        <dl className="space-y-3">
          {SAFETY_PLAN_SECTIONS.filter(({ key }) => plan[key]?.trim()).map(({ key, title }) => (
            <div key={key} className="rounded-xl bg-teal-50 p-4 dark:bg-teal-950/50">
              <dt className="text-sm font-semibold text-teal-900 dark:text-teal-100">{title}</dt>
              <dd className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
                {plan[key]}
              </dd>
            </div>
          ))}
        </dl>
        <Button variant="secondary" onClick={edit} aria-label="Edit my safety plan">
          Edit
        </Button>
      </div>
    );
  }

  return (
    <section aria-labelledby={`${id}-plan`} className="space-y-3">
      <h3 id={`${id}-plan`} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
        {heading}
      </h3>
      {saved && !editing && (
        <p role="status" className="text-sm font-medium text-teal-700 dark:text-teal-300">
          Safety plan saved
        </p>
      )}
      {content}
    </section>
  );
}
