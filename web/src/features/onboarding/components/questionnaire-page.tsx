import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { QuestionnaireModal } from './questionnaire-modal';

/** /counselor-questionnaire: the questionnaire on a page of its own, open on arrival. */
export function QuestionnairePage() {
  const [open, setOpen] = useState(true);
  const { user } = useAuth();

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-indigo-50 via-white to-teal-50 px-4 py-12 dark:from-slate-950 dark:via-slate-950 dark:to-slate-900">
      <div className="max-w-md text-center">
        <Sparkles className="mx-auto size-10 text-teal-600 dark:text-teal-400" aria-hidden="true" />
        <PageHeading
          title="Find Your Perfect Counselor"
          className="mt-4 text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
        />
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          Answer four quick questions about the support you want and how you like to talk, and we will match
          you with the AI counselor that suits you.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => setOpen(true)}>Take the questionnaire</Button>
          <Link to={user ? paths.app.counselor : paths.landing} className={buttonClass('secondary')}>
            {user ? 'Back to your counselor' : 'Back to home'}
          </Link>
        </div>
      </div>
      <QuestionnaireModal open={open} onOpenChange={setOpen} />
    </main>
  );
}
