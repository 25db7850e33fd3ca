import { COUNSELOR_PROFILES, resolvePersonality } from '@domain/personalities';
import { HeartHandshake } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { storedCounselor, type CounselorSummary } from '@/lib/counselor-match';
import { resetCounselor } from '../api/reset-counselor';
import { Badge, SettingsSection } from './settings-section';

/** The counselor profile of the match kept on the account, if it names one. */
function accountCounselor(accountMatch: string | null): CounselorSummary | undefined {
  const profile = accountMatch ? resolvePersonality(accountMatch).profile : undefined;
  return profile ? COUNSELOR_PROFILES[profile] : undefined;
}

/**
 * Counselor Settings (docs/product.md#settings-sections): the matched counselor and Find New Counselor, or
 * Find My Counselor.
 */
export function CounselorSection({ uid, accountMatch }: { uid: string; accountMatch: string | null }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  // The match stored on this device (docs/product.md#settings-sections), else the one on the account (another
  // device's match).
  const [localMatch] = useState(storedCounselor);
  const counselor = localMatch ?? accountCounselor(accountMatch);

  const findNew = () => {
    const write = resetCounselor(uid);
    // Every screen reads the match live from the account; only a refusal needs saying.
    write.synced.catch((error: Error) =>
      toast({ title: 'Counselor not reset', description: error.message, variant: 'destructive' }),
    );
    void navigate(paths.landing);
    toast({
      title: 'Counselor reset',
      description: 'Visit the home page to find a new personalized counselor match.',
    });
  };

  return (
    <SettingsSection title="Counselor Settings" icon={HeartHandshake}>
      {counselor ? (
        <div className="space-y-4">
          <div className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900 dark:text-white">
              {counselor.name} <Badge tone="green">Matched</Badge>
            </p>
            {counselor.specialty && (
              <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">
                {counselor.specialty}
              </p>
            )}
            {counselor.description && (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{counselor.description}</p>
            )}
          </div>
          <Button variant="secondary" onClick={findNew}>
            Find New Counselor
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="font-medium text-slate-900 dark:text-white">No Personalized Counselor</p>
            <p className="text-sm text-slate-500 dark:text-slate-400">
              Answer four quick questions to meet the counselor who suits you.
            </p>
          </div>
          <Link to={paths.landing} className={buttonClass('primary')}>
            Find My Counselor
          </Link>
        </div>
      )}
    </SettingsSection>
  );
}
