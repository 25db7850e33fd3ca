import { SUPPORT_TYPES, type SupportType } from '@domain/chat';
import { CHECKUP_MESSAGE, TOPICS } from '@domain/prompts';
import { ArrowLeft, Landmark, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { paths } from '../../config/paths';
import { useAccount } from '../../lib/use-account';
import { ChatSection } from './chat-section';
import { TopicGrid } from './topic-grid';
import { usePrefill } from './use-prefill';
import { useSignedIn } from '../../lib/auth/use-signed-in';

/** The check-up message appears this long after arrival (docs/product.md#counselor-page). */
const CHECKUP_DELAY_MS = 500;

/** The counselor's own support types; philosophy lives on the philosopher page. */
const COUNSELOR_TYPES = [
  { value: 'general', label: 'General' },
  { value: 'emotional', label: 'Emotional' },
  { value: 'productivity', label: 'Productivity' },
] as const satisfies readonly { value: SupportType; label: string }[];

const isSupportType = (value: string | null): value is SupportType =>
  (SUPPORT_TYPES as readonly (string | null)[]).includes(value);

/** /app/counselor: the AI counselor chat; `?type=` picks the support type, `?mode=checkup` a check-up. */
export function CounselorRoute() {
  const { user } = useSignedIn();
  const [params, setParams] = useSearchParams();
  const [prefill, put] = usePrefill();
  const account = useAccount(user.uid);
  const type = params.get('type');
  const supportType: SupportType = isSupportType(type) ? type : 'general';
  const checkup = params.get('mode') === 'checkup';
  const firstName = user.displayName?.trim().split(/\s+/)[0] || user.email?.split('@')[0] || 'there';
  const questionnaireDone = account.data?.completedCounselorQuestionnaire ?? true;

  useEffect(() => {
    if (!checkup) return;
    const timer = window.setTimeout(() => put(CHECKUP_MESSAGE), CHECKUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [checkup, put]);

  const chooseType = (next: SupportType) => {
    const query = new URLSearchParams(params);
    query.set('type', next);
    setParams(query, { replace: true });
  };

  return (
    <ChatSection
      user={user}
      account={account.data}
      supportType={supportType}
      prefill={prefill}
      heading={
        <>
          <Link
            to={paths.app.home}
            aria-label="Back to Home"
            className={buttonClass('ghost', 'shrink-0 px-2')}
          >
            <ArrowLeft className="h-5 w-5" aria-hidden />
          </Link>
          <PageHeading
            title="Counselor"
            className="min-w-0 truncate text-lg font-semibold text-slate-900 dark:text-white"
          >
            Hi {firstName}
          </PageHeading>
          {!questionnaireDone && (
            // On a phone the intro's link does this, and the header keeps to one line.
            <span className="ml-auto hidden shrink-0 sm:block">
              <Link to={paths.counselorQuestionnaire} className={buttonClass('secondary')}>
                <Sparkles className="h-4 w-4 text-teal-600" aria-hidden />
                Get Matched
              </Link>
            </span>
          )}
        </>
      }
      intro={
        <div className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {checkup
              ? 'Check-up session: take a moment to see how you are doing.'
              : 'Your AI counselor is here to listen.'}
          </p>
          <SegmentedControl
            label="Support type"
            options={COUNSELOR_TYPES}
            value={supportType}
            onChange={chooseType}
          />
          <section aria-labelledby="start-talking">
            <h2 id="start-talking" className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
              Start Talking
            </h2>
            <TopicGrid topics={TOPICS} onPick={put} className="grid-cols-2 lg:grid-cols-3" />
          </section>
          <div className="flex flex-wrap gap-2">
            {!questionnaireDone && (
              <Link to={paths.counselorQuestionnaire} className={buttonClass('secondary')}>
                Find the right counselor for you
              </Link>
            )}
            <Link to={paths.app.philosopher} className={buttonClass('ghost')}>
              <Landmark className="h-4 w-4" aria-hidden />
              AI Philosopher
            </Link>
          </div>
        </div>
      }
    />
  );
}
