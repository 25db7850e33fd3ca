import { STRATEGY_FEATURE } from '@domain/daily-strategy';
import { EARLY_ACCESS_FEATURE } from '@domain/labs';
import { TRIAL_DAYS, upgradePlanLabel } from '@domain/plans';
import { VOICE_FEATURE } from '@domain/voice';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
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
      <Dialog
        open={trialOpen}
        onOpenChange={setTrialOpen}
        title="Trial Expired"
        // The trial length comes from TRIAL_DAYS, like every text that names it.
        description={`Your ${TRIAL_DAYS}-day free trial has ended. To continue using the product and access all features, please choose a subscription plan.`}
      >
        <div className="mt-6 flex justify-end">
          <Button onClick={toPlans}>View Subscription Plans</Button>
        </div>
      </Dialog>
      <Dialog
        open={upgrade !== undefined}
        onOpenChange={(open) => !open && setUpgrade(undefined)}
        title="Upgrade Required"
        description={
          <div className="space-y-2">
            <p>
              {feature} requires the {plan} plan to access.
            </p>
            {upgrade?.message && <p>{upgrade.message}</p>}
            <p>Upgrade now to unlock this feature and enjoy enhanced functionality.</p>
          </div>
        }
      >
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DialogClose>
            <Button variant="secondary">Maybe Later</Button>
          </DialogClose>
          <Button onClick={toPlans}>Upgrade to {plan}</Button>
        </div>
      </Dialog>
    </>
  );
}
