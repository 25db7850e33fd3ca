import { PHILOSOPHY_TOPICS } from '@domain/prompts';
import { PageHeading } from '../../components/ui/page-heading';
import { useAccount } from '../../lib/use-account';
import { ChatSection } from './chat-section';
import { TopicGrid } from './topic-grid';
import { usePrefill } from './use-prefill';
import { useSignedIn } from '../../lib/auth/use-signed-in';

/** /app/philosopher: the AI philosopher chat and topics to explore. */
export function PhilosopherRoute() {
  const { user } = useSignedIn();
  const account = useAccount(user.uid);
  const [prefill, put] = usePrefill();
  return (
    <main id="main" className="space-y-4 py-4">
      <header>
        <PageHeading
          title="AI Philosopher"
          className="text-xl font-semibold text-slate-900 dark:text-white"
        />
        <p className="text-sm text-slate-500 dark:text-slate-400">
          Think through life's big questions with ideas from Stoicism, existentialism and more.
        </p>
      </header>
      <ChatSection user={user} account={account.data} supportType="philosophy" prefill={prefill} />
      <section aria-labelledby="explore-topics">
        <h2 id="explore-topics" className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
          Explore Topics
        </h2>
        <TopicGrid topics={PHILOSOPHY_TOPICS} onPick={put} className="grid-cols-2 sm:grid-cols-3" />
      </section>
    </main>
  );
}
