import { SUPPORT_TYPES, type SupportType } from '@domain/chat';
import { CHECKUP_MESSAGE, TOPICS } from '@domain/prompts';
import { Landmark, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { paths } from '@/config/paths';
import { useAccount } from '@/lib/use-account';
import { ChatSection } from './chat-section';
import { TopicGrid } from './topic-grid';
import { usePrefill } from './use-prefill';
import { useSignedIn } from '@/lib/auth/use-signed-in';

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
      title="Counselor"
      greeting={`Hi ${firstName}`}
      headerAction={
        !questionnaireDone && (
          // On a phone the intro's link does this, and the header keeps to one line.
          <span className="ml-auto hidden shrink-0 sm:block">
            <Link to={paths.counselorQuestionnaire} className={buttonClass('secondary')}>
              <Sparkles className="h-4 w-4 text-teal-600" aria-hidden />
              Get Matched
            </Link>
          </span>
        )
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
          <TopicGrid
            heading="Start Talking"
            topics={TOPICS}
            onPick={put}
            className="grid-cols-2 lg:grid-cols-3"
          />
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
