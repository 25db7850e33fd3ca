import type { Theme } from '@domain/theme';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { Monitor, Moon, Palette, Sun, type LucideIcon } from 'lucide-react';
import { SettingsSection } from './settings-section';

const OPTIONS: { value: Theme; label: string; icon: LucideIcon }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

/** Appearance (docs/product.md#settings-sections): Light, Dark or System; a choice applies at once. */
export function AppearanceSection({
  theme,
  onChange,
  disabled,
}: {
  theme: Theme;
  onChange: (theme: Theme) => void;
  disabled: boolean;
}) {
  return (
    <SettingsSection
      title="Appearance"
      description="Choose how ReflectAI looks on this and every device."
      icon={Palette}
    >
      <RadioGroup.Root
        aria-label="Theme"
        value={theme}
        onValueChange={(value) => onChange(value as Theme)}
        disabled={disabled}
        className="grid grid-cols-3 gap-2"
      >
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <RadioGroup.Item
            key={value}
            value={value}
            className="flex flex-col items-center gap-1 rounded-xl border border-slate-200 p-3 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-indigo-600 data-[state=checked]:bg-indigo-50 data-[state=checked]:text-indigo-800 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:data-[state=checked]:border-indigo-400 dark:data-[state=checked]:bg-indigo-950 dark:data-[state=checked]:text-indigo-100"
          >
            <Icon className="size-5" aria-hidden />
            {label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {theme === 'system' && (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">Follows your system preference</p>
      )}
    </SettingsSection>
  );
}
