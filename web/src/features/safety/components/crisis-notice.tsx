import { crisisResourcesFor } from '@domain/crisis-resources';
import { HELP_PANEL_TEXT, type ReplyLanguage } from '@domain/crisis-reply-text';
import { HeartHandshake } from 'lucide-react';
import { ContactLink } from './contact-link';
import { GetHelpButton } from './get-help-button';

const actionClass =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-full bg-indigo-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

interface CrisisNoticeProps {
  /** The person's country (a region code or locale): its first crisis line is offered. */
  country?: string | undefined;
  /** The language of the message that reached crisis, where not English: the notice is in it. */
  language?: ReplyLanguage | undefined;
  /** Opens the help panel. */
  onGetHelp: () => void;
}

/**
 * The quiet, lasting notice a conversation keeps once it has reached crisis: the first crisis line of
 * the person's country one tap away, and the way into the help panel; in the language the crisis was
 * written in, as the panel is.
 */
export function CrisisNotice({ country, language = 'en', onGetHelp }: CrisisNoticeProps) {
  const [line] = crisisResourcesFor(country, language);
  const text = HELP_PANEL_TEXT[language];
  return (
    <section
      aria-label={text.noticeLabel}
      className="flex flex-col gap-2 rounded-xl border border-teal-200 bg-teal-50 px-3 py-2.5 text-sm text-teal-900 sm:flex-row sm:items-center dark:border-teal-900 dark:bg-teal-950 dark:text-teal-100"
    >
      <p className="flex flex-1 items-start gap-2">
        <HeartHandshake aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{text.notice(line?.name)}</span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {line?.actions?.map((action) => (
          <ContactLink key={action.href} action={action} className={actionClass} />
        ))}
        <GetHelpButton onClick={onGetHelp} label={text.getHelp} />
      </div>
    </section>
  );
}
