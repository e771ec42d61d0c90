import { useLingui } from '@lingui/react/macro';
import { SelectField } from '../../ui/select-field.tsx';
import { useUpcomingWeeks } from './use-upcoming-weeks.ts';

/** ETD weeks offered: the current one (from today) and the next five. */
export const ETD_WEEKS_OFFERED = 6;

/** The ETD week of a search (spec §4 Upcoming-weeks); none chosen: the next 4 weeks. */
export function WeekField({ value, onChange }: { value: string; onChange: (week: string) => void }) {
  const { t } = useLingui();
  const weeks = useUpcomingWeeks(ETD_WEEKS_OFFERED);
  return (
    <SelectField label={t`ETD week`} value={value} onChange={onChange}>
      <option value="">{t`Next 4 weeks`}</option>
      {weeks.map((week) => (
        <option key={week.startDate} value={week.startDate}>
          {week.display}
        </option>
      ))}
    </SelectField>
  );
}
