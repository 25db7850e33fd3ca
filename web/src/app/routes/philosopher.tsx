import { PHILOSOPHY_TOPICS } from '@domain/prompts';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { paths } from '../../config/paths';
import { useAccount } from '../../lib/use-account';
import { ChatSection } from './chat-section';
import { TopicGrid } from './topic-grid';
import { usePrefill } from './use-prefill';
import { useSignedIn } from '../../lib/auth/use-signed-in';

/** /app/philosopher: the AI philosopher chat, with topics to explore before the first message. */
export function PhilosopherRoute() {
  const { user } = useSignedIn();
  const account = useAccount(user.uid);
  const [prefill, put] = usePrefill();
  return (
    <ChatSection
      user={user}
      account={account.data}
      supportType="philosophy"
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
            title="AI Philosopher"
            className="min-w-0 truncate text-lg font-semibold text-slate-900 dark:text-white"
          />
        </>
      }
      intro={
        <div className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Think through life's big questions with ideas from Stoicism, existentialism and more.
          </p>
          <section aria-labelledby="explore-topics">
            <h2 id="explore-topics" className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
              Explore Topics
            </h2>
            <TopicGrid topics={PHILOSOPHY_TOPICS} onPick={put} className="grid-cols-2 sm:grid-cols-3" />
          </section>
        </div>
      }
    />
  );
}
