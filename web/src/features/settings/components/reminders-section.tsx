import { deviceTimeZone } from '@domain/time';
import { REMINDER_TIMES } from '@domain/reminders';
import type { UserSettings } from '@domain/settings';
import { Bell } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { SwitchField } from '@/components/ui/switch';
import { usePushReminders, type PushStatus } from '../use-push-reminders';
import type { SettingsForm } from '../use-settings-form';
import { SettingsSection } from './settings-section';

const BANNER = 'so your reminder is the banner on Home on days you have not written.';

/** What the section says about notifications on this device, where they are not simply on. */
const FALLBACK: Partial<Record<PushStatus, string>> = {
  unconfigured: `Notifications are not set up for this copy of ReflectAI, ${BANNER}`,
  unsupported: `This browser cannot show notifications from ReflectAI, ${BANNER}`,
  denied: `Notifications are blocked for ReflectAI in this browser, ${BANNER} To get them, allow notifications in your browser’s site settings.`,
  failed: `Notifications could not be turned on just now, ${BANNER}`,
};

/**
 * Notifications (docs/product.md#journal-reminders): the Journal Reminders setting and its time, saved
 * with the other settings, and notifications on this device. The browser is asked only when the person
 * turns them on with Allow notifications, the reason said first; where they are refused, unsupported or
 * not set up, the section says so and the banner on Home remains the reminder.
 */
export function RemindersSection({
  form,
  saved,
  disabled,
}: {
  form: Pick<SettingsForm, 'values' | 'setFlag' | 'setReminderTime'>;
  saved: UserSettings;
  disabled: boolean;
}) {
  const push = usePushReminders(saved);
  const timeId = useId();
  const { notifications, reminderTime } = form.values;
  const asking = push.status === 'prompt' || push.status === 'failed';
  return (
    <SettingsSection title="Notifications" icon={Bell}>
      <SwitchField
        label="Journal Reminders"
        description="On days you have not written in your journal yet: a notification at your chosen time where this browser allows it, and a reminder on Home."
        checked={notifications}
        onCheckedChange={(checked) => form.setFlag('notifications', checked)}
        disabled={disabled}
      />
      {notifications && (
        <div className="space-y-3 py-2">
          <div className="flex items-center justify-between gap-4">
            <label htmlFor={timeId} className="text-sm font-medium text-slate-900 dark:text-white">
              Remind me at
            </label>
            <select
              id={timeId}
              value={reminderTime}
              onChange={(event) => form.setReminderTime(event.target.value)}
              disabled={disabled}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900"
            >
              {REMINDER_TIMES.map((time) => (
                <option key={time}>{time}</option>
              ))}
            </select>
          </div>
          <div role="status" className="space-y-2 text-sm text-slate-600 dark:text-slate-300">
            {push.status === 'granted' && (
              <p>Reminders come to this browser as notifications at {reminderTime}.</p>
            )}
            {push.status && FALLBACK[push.status] && <p>{FALLBACK[push.status]}</p>}
            {push.status === 'prompt' && (
              <p>
                So we can remind you to journal at {reminderTime}, your browser will ask to allow
                notifications.
              </p>
            )}
          </div>
          {asking && (
            <Button
              variant="secondary"
              onClick={() => push.allow({ time: reminderTime, timeZone: deviceTimeZone() })}
              disabled={disabled || push.allowing}
              aria-busy={push.allowing}
            >
              {push.allowing
                ? 'Turning on...'
                : push.status === 'failed'
                  ? 'Try again'
                  : 'Allow notifications'}
            </Button>
          )}
        </div>
      )}
    </SettingsSection>
  );
}
