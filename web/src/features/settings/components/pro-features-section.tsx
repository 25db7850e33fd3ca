import { FileText, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Badge, SettingsSection } from './settings-section';

/**
 * Pro Features (docs/product.md#settings-sections): Mental Health Blueprints for Pro and Elite, an upgrade
 * for others.
 */
export function ProFeaturesSection({ allowed }: { allowed: boolean }) {
  return (
    <SettingsSection title="Pro Features" icon={Sparkles}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-start gap-3">
          <FileText className="mt-0.5 size-5 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden />
          <div>
            <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
              Mental Health Blueprints {!allowed && <Badge tone="amber">Pro Only</Badge>}
            </p>
            <p className="text-sm text-slate-500 dark:text-slate-400">
              Personalised PDF guides for anxiety and overthinking.
            </p>
          </div>
        </div>
        {allowed ? (
          <Link to={paths.app.blueprint} className={buttonClass('primary')}>
            Access Blueprints
          </Link>
        ) : (
          <Link to={paths.subscription} className={buttonClass('secondary')}>
            Upgrade
          </Link>
        )}
      </div>
    </SettingsSection>
  );
}
