import { PHILOSOPHY_TOPICS } from '@domain/prompts';
import { useAccount } from '@/lib/use-account';
import { ChatSection } from './chat-section';
import { TopicGrid } from './topic-grid';
import { usePrefill } from './use-prefill';
import { useSignedIn } from '@/lib/auth/use-signed-in';

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
      title="AI Philosopher"
      intro={
        <div className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Think through life's big questions with ideas from Stoicism, existentialism and more.
          </p>
          <TopicGrid
            heading="Explore Topics"
            topics={PHILOSOPHY_TOPICS}
            onPick={put}
            className="grid-cols-2 sm:grid-cols-3"
          />
        </div>
      }
    />
  );
}
