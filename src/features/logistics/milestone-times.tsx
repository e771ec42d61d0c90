import { useLingui } from '@lingui/react/macro';
import { LocalTime } from '../freight/kit.ts';
import * as logistics from './logistics.css.ts';

interface MilestoneTimesProps {
  planned: string | null;
  estimated: string | null;
  actual: string | null;
  /** The place's zone (local time there), or none: the time as published. */
  zone: string | undefined;
}

/** A milestone's planned, estimated and actual times, each as local time at its place. */
export function MilestoneTimes({ planned, estimated, actual, zone }: MilestoneTimesProps) {
  const { t } = useLingui();
  return (
    <p className={logistics.times}>
      {planned && (
        <span>
          {t`Planned`}: <LocalTime value={planned} timeZone={zone} />
        </span>
      )}
      {estimated && (
        <span>
          {t`Estimated`}: <LocalTime value={estimated} timeZone={zone} />
        </span>
      )}
      {actual && (
        <span>
          {t`Actual`}: <LocalTime value={actual} timeZone={zone} />
        </span>
      )}
    </p>
  );
}
