import { SUPPORT_TYPES, type SupportType } from '@domain/chat';
import { CHECKUP_MESSAGE, TOPICS } from '@domain/prompts';
import { ArrowLeft, Landmark, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { paths } from '../../config/paths';
import { useAdoptStoredMatch } from '../../features/onboarding/use-adopt-stored-match';
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
  useAdoptStoredMatch(user.uid, account.data);
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
    <main id="main" className="space-y-4 py-4">
      <header className="flex flex-wrap items-center gap-3">
        <Link to={paths.app.counselor} aria-label="Back" className={buttonClass('ghost', 'px-2')}>
          <ArrowLeft className="h-5 w-5" aria-hidden />
        </Link>
        <div className="min-w-0 flex-1">
          <PageHeading title="Counselor" className="text-xl font-semibold text-slate-900 dark:text-white">
            Hi {firstName}
          </PageHeading>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {checkup
              ? 'Check-up session: take a moment to see how you are doing.'
              : 'Your AI counselor is here to listen.'}
          </p>
        </div>
        {!questionnaireDone && (
          <Link to={paths.counselorQuestionnaire} className={buttonClass('secondary')}>
            <Sparkles className="h-4 w-4 text-teal-600" aria-hidden />
            Get Matched
          </Link>
        )}
        <Link to={paths.app.philosopher} className={buttonClass('ghost')}>
          <Landmark className="h-4 w-4" aria-hidden />
          AI Philosopher
        </Link>
      </header>

      <SegmentedControl
        label="Support type"
        options={COUNSELOR_TYPES}
        value={supportType}
        onChange={chooseType}
      />

      <div className="grid gap-4 lg:grid-cols-[15rem_1fr]">
        <aside aria-labelledby="start-talking" className="hidden lg:block">
          <h2 id="start-talking" className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
            Start Talking
          </h2>
          <TopicGrid topics={TOPICS} onPick={put} />
        </aside>
        <div className="min-w-0 space-y-4">
          <ChatSection user={user} account={account.data} supportType={supportType} prefill={prefill} />
          <section aria-labelledby="topics-mobile" className="lg:hidden">
            <h2 id="topics-mobile" className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
              Start Talking
            </h2>
            <TopicGrid topics={TOPICS} onPick={put} className="grid-cols-2" />
          </section>
          {!questionnaireDone && (
            <Link to={paths.counselorQuestionnaire} className={buttonClass('secondary', 'w-full')}>
              Find the right counselor for you
            </Link>
          )}
        </div>
      </div>
    </main>
  );
}
