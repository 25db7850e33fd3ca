import { STRATEGY_FEATURE } from '@domain/daily-strategy';
import { EARLY_ACCESS_FEATURE } from '@domain/labs';
import { TRIAL_DAYS, upgradePlanLabel } from '@domain/plans';
import { VOICE_FEATURE } from '@domain/voice';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { paths } from '@/config/paths';
import { TRIAL_EXPIRED_EVENT, UPGRADE_REQUIRED_EVENT, type UpgradeRequiredDetail } from '../plan-events';

/**
 * Display names of the features the API refuses for the plan (docs/product.md#plan-notices), each as
 * its plan card names it. Counselor training's refusal already names it so.
 */
const FEATURE_LABELS: Record<string, string> = {
  [VOICE_FEATURE]: 'Voice Conversation',
  [STRATEGY_FEATURE]: 'Personalized Daily Strategy Messages',
  [EARLY_ACCESS_FEATURE]: 'Early Access to New Features',
};

/** The Trial Expired and Upgrade Required dialogs, opened by their window events; mount once. */
export function UpgradeModals() {
  const navigate = useNavigate();
  const [trialOpen, setTrialOpen] = useState(false);
  const [upgrade, setUpgrade] = useState<UpgradeRequiredDetail | undefined>();

  useEffect(() => {
    const onTrial = () => setTrialOpen(true);
    const onUpgrade = (event: Event) => setUpgrade((event as CustomEvent<UpgradeRequiredDetail>).detail);
    window.addEventListener(TRIAL_EXPIRED_EVENT, onTrial);
    window.addEventListener(UPGRADE_REQUIRED_EVENT, onUpgrade);
    return () => {
      window.removeEventListener(TRIAL_EXPIRED_EVENT, onTrial);
      window.removeEventListener(UPGRADE_REQUIRED_EVENT, onUpgrade);
    };
  }, []);

  const toPlans = () => {
    setTrialOpen(false);
    setUpgrade(undefined);
    // The router reports a navigation's own failures; nothing here waits for it.
    void navigate(paths.subscription);
  };
  const plan = upgrade && upgradePlanLabel(upgrade.requiredPlan);
  const feature = upgrade && (FEATURE_LABELS[upgrade.featureName] ?? upgrade.featureName);

  return (
    <>
      <PlanDialog open={trialOpen} onOpenChange={setTrialOpen} title="Trial Expired">
        {/* The trial length comes from TRIAL_DAYS, like every text that names it. */}
        <Dialog.Description className="text-sm text-slate-600 dark:text-slate-300">
          Your {TRIAL_DAYS}-day free trial has ended. To continue using the product and access all features,
          please choose a subscription plan.
        </Dialog.Description>
        <div className="mt-6 flex justify-end">
          <Button onClick={toPlans}>View Subscription Plans</Button>
        </div>
      </PlanDialog>
      <PlanDialog
        open={upgrade !== undefined}
        onOpenChange={(open) => !open && setUpgrade(undefined)}
        title="Upgrade Required"
      >
        <Dialog.Description asChild>
          <div className="space-y-2 text-sm text-slate-600 dark:text-slate-300">
            <p>
              {feature} requires the {plan} plan to access.
            </p>
            {upgrade?.message && <p>{upgrade.message}</p>}
            <p>Upgrade now to unlock this feature and enjoy enhanced functionality.</p>
          </div>
        </Dialog.Description>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Dialog.Close asChild>
            <Button variant="secondary">Maybe Later</Button>
          </Dialog.Close>
          <Button onClick={toPlans}>Upgrade to {plan}</Button>
        </div>
      </PlanDialog>
    </>
  );
}

function PlanDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-800 dark:bg-slate-900"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
            {props.title}
          </Dialog.Title>
          <div className="mt-2">{props.children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
