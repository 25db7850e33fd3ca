import {
  NAMED_GUIDES,
  PERSONALITY_OPTIONS,
  PERSONALIZED_COUNSELOR_ID,
  PERSONALIZED_COUNSELOR_LABEL,
  type CustomPersonality,
  type PersonalityChoice,
} from '@domain/personalities';
import { Settings2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCustomPersonalities } from '../api/custom-personalities';
import { choiceFor, customChoice, DEFAULT_CHOICE, guideLabel } from '../personality-choice';
import { CustomPersonalitiesDialog } from './custom-personalities-dialog';

/** The chat's personality selector (built-ins, guides, counselor, own ones) with a Manage dialog. */
export function PersonalitySelect({
  uid,
  value,
  onChange,
  personalizedCounselor,
}: {
  uid: string;
  value: PersonalityChoice;
  onChange: (choice: PersonalityChoice) => void;
  personalizedCounselor?: CustomPersonality;
}) {
  const id = useId();
  const [managing, setManaging] = useState(false);
  const { personalities, loading, error } = useCustomPersonalities(uid);
  // The counselor has its own entry; a stored copy under its id is not listed twice.
  const customs = personalities.filter((personality) => personality.id !== PERSONALIZED_COUNSELOR_ID);

  // Keep the selected custom personality's instructions current: a choice restored before the list
  // loaded, or edited on another device, is refreshed from the live list.
  const selectedCustom = customs.find((personality) => personality.id === value.personalityType);
  useEffect(() => {
    if (!selectedCustom) return;
    const fresh = customChoice(selectedCustom);
    if (
      fresh.label !== value.label ||
      fresh.customInstructions !== value.customInstructions ||
      fresh.basePersonality !== value.basePersonality
    ) {
      onChange(fresh);
    }
  }, [selectedCustom, value, onChange]);

  const known = new Set<string>([
    ...PERSONALITY_OPTIONS.map((option) => option.value),
    ...NAMED_GUIDES.map((guide) => guide.id),
    ...customs.map((personality) => personality.id),
    ...(personalizedCounselor ? [PERSONALIZED_COUNSELOR_ID] : []),
  ]);

  const choose = (personalityType: string) => {
    const custom = customs.find((personality) => personality.id === personalityType);
    if (custom) return onChange(customChoice(custom));
    if (personalizedCounselor && personalityType === PERSONALIZED_COUNSELOR_ID) {
      return onChange(customChoice({ ...personalizedCounselor, id: PERSONALIZED_COUNSELOR_ID }));
    }
    if (personalityType === value.personalityType) return onChange(value);
    onChange(choiceFor(personalityType, []));
  };

  return (
    <div className="flex items-center gap-1.5">
      {/* One line in the chat's toolbar: the label shows where there is room. */}
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <label
          htmlFor={id}
          className="sr-only text-sm font-medium text-slate-700 md:not-sr-only md:shrink-0 dark:text-slate-200"
        >
          Personality
        </label>
        <select
          id={id}
          value={value.personalityType}
          onChange={(event) => choose(event.target.value)}
          className="block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2.5 py-2 text-sm shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900"
        >
          {/* A stored choice the lists do not hold (yet): still shown as selected, never as blank. */}
          {!known.has(value.personalityType) && <option value={value.personalityType}>{value.label}</option>}
          <optgroup label="Built-in personalities">
            {PERSONALITY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.name}
              </option>
            ))}
          </optgroup>
          <optgroup label="Guides">
            {NAMED_GUIDES.map((guide) => (
              <option key={guide.id} value={guide.id}>
                {guideLabel(guide)}
              </option>
            ))}
          </optgroup>
          {personalizedCounselor && (
            <optgroup label="Your counselor">
              <option value={PERSONALIZED_COUNSELOR_ID}>{PERSONALIZED_COUNSELOR_LABEL}</option>
            </optgroup>
          )}
          {customs.length > 0 && (
            <optgroup label="Your personalities">
              {customs.map((personality) => (
                <option key={personality.id} value={personality.id}>
                  {personality.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </div>
      <Button
        variant="ghost"
        className="px-2.5"
        onClick={() => setManaging(true)}
        aria-haspopup="dialog"
        aria-label="Manage personalities"
      >
        <Settings2 aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Manage</span>
      </Button>
      <CustomPersonalitiesDialog
        uid={uid}
        open={managing}
        onOpenChange={setManaging}
        personalities={customs}
        loading={loading}
        error={error}
        onSaved={(saved) => {
          // Edits to the selected personality take effect at once.
          if (saved.id === value.personalityType) onChange(customChoice(saved));
        }}
        onDeleted={(deletedId) => {
          if (deletedId === value.personalityType) onChange(DEFAULT_CHOICE);
        }}
      />
    </div>
  );
}
