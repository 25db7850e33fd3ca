import { LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { startTutorial, tutorialOutcome } from '@/components/tutorial/tutorial-store';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { SettingsSection } from './settings-section';
import { longDate } from '@/lib/format-date';

const outcomeText = () => {
  const outcome = tutorialOutcome();
  if (outcome.kind === 'skipped') return 'You skipped the tour last time.';
  if (outcome.kind === 'completed') {
    return outcome.date ? `You finished the tour on ${longDate(outcome.date)}.` : 'You finished the tour.';
  }
  return 'New here? A two-minute tour of the main screens.';
};

/** Help & Support (docs/product.md#settings-sections): Start Tutorial runs the guided tour. */
export function HelpSection() {
  const { toast } = useToast();
  const [status] = useState(outcomeText);
  const start = () => {
    startTutorial();
    toast({ title: 'Tutorial Started', description: 'Follow the steps to see around the app.' });
  };
  return (
    <SettingsSection title="Help & Support" icon={LifeBuoy}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-300">{status}</p>
        <Button variant="secondary" onClick={start}>
          Start Tutorial
        </Button>
      </div>
    </SettingsSection>
  );
}
