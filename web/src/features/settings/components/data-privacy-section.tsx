import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SwitchField } from '@/components/ui/switch';
import type { SettingsForm } from '../use-settings-form';
import { SettingsSection } from './settings-section';

/**
 * Data & Privacy (docs/product.md#settings-sections): the Export Data and Auto-Save settings, Discard
 * Changes, and the person's own data (`children`: download it, delete the account).
 */
export function DataPrivacySection({
  form,
  disabled,
  children,
}: {
  form: SettingsForm;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <SettingsSection title="Data & Privacy" icon={ShieldCheck}>
      <div className="divide-y divide-slate-100 dark:divide-slate-800">
        <SwitchField
          label="Export Data"
          description="Automatic weekly export of your journal data, ready to download here."
          checked={form.values.dataExport}
          onCheckedChange={(checked) => form.setFlag('dataExport', checked)}
          disabled={disabled}
        />
        <SwitchField
          label="Auto-Save"
          description="Save journal entries while you type."
          checked={form.values.autoSave}
          onCheckedChange={(checked) => form.setFlag('autoSave', checked)}
          disabled={disabled}
        />
      </div>
      <Button
        variant="secondary"
        className="mt-3"
        onClick={form.discard}
        disabled={!form.pending || form.saving}
      >
        {form.pending ? 'Discard Changes' : 'No Changes'}
      </Button>
      <div className="mt-6 space-y-6 border-t border-slate-100 pt-6 dark:border-slate-800">{children}</div>
    </SettingsSection>
  );
}
