import { hasEarlyAccess, LAB_FEATURES } from '@domain/labs';
import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { SwitchField } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { Account } from '@/lib/use-account';
import { useSwitchLab } from '../api/switch-lab';
import { Badge, SettingsSection } from './settings-section';

/**
 * Labs (docs/product.md#labs): Elite's early access. Elite people switch features on here before everyone
 * gets them, each switch saved at once; anyone else reads what is in Labs and how to get it.
 */
export function LabsSection({ account }: { account: Account }) {
  const change = useSwitchLab();
  const allowed = hasEarlyAccess(account.entitlement);
  return (
    <SettingsSection
      title="Labs"
      description="New features, before everyone else gets them."
      icon={FlaskConical}
    >
      {allowed ? (
        <div className="space-y-3">
          {change.error && (
            <ErrorAlert>
              {change.error instanceof ApiError && change.error.code === 'subscription_required'
                ? 'Labs come with Elite, and your plan no longer includes them.'
                : 'That switch could not be saved. Please try again.'}
            </ErrorAlert>
          )}
          <div className="divide-y divide-slate-100 dark:divide-slate-800">
            {LAB_FEATURES.map((feature) => (
              <SwitchField
                key={feature.id}
                label={feature.name}
                description={feature.description}
                // While a switch saves it shows where it is going; then the account says where it is.
                checked={
                  change.isPending && change.variables.feature === feature.id
                    ? change.variables.enabled
                    : account.labs[feature.id]
                }
                onCheckedChange={(enabled) => change.mutate({ feature: feature.id, enabled })}
                disabled={change.isPending}
              />
            ))}
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <Badge tone="amber">Elite Only</Badge>
            Early access to new features is an Elite feature. In Labs now:
          </p>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-300">
            {LAB_FEATURES.map((feature) => (
              <li key={feature.id}>
                <span className="font-medium text-slate-900 dark:text-white">{feature.name}</span>:{' '}
                {feature.description}
              </li>
            ))}
          </ul>
          <Link to={paths.subscription} className={buttonClass('secondary')}>
            Upgrade to Elite
          </Link>
        </div>
      )}
    </SettingsSection>
  );
}
