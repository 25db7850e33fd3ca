import type { BillingInterval } from '@domain/plans';
import { SegmentedControl } from '@/components/ui/segmented-control';

/** The Monthly / Annually switch above the plan cards; `annualTag` is a small label on Annually. */
export function IntervalToggle({
  value,
  onChange,
  annualTag,
}: {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
  annualTag?: string;
}) {
  const annually = (
    <>
      Annually
      {annualTag && (
        <span className="rounded-full bg-teal-100 px-2 py-0.5 whitespace-nowrap text-xs font-semibold text-teal-800 dark:bg-teal-900 dark:text-teal-100">
          {annualTag}
        </span>
      )}
    </>
  );
  return (
    <SegmentedControl
      label="Billing period"
      layout="inline-flex"
      value={value}
      onChange={onChange}
      options={[
        { value: 'month', label: 'Monthly' },
        { value: 'year', label: annually },
      ]}
    />
  );
}
