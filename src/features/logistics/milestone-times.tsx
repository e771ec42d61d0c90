import { useLingui } from '@lingui/react/macro';
import { LocalTime, type PlaceLike, zoneOf } from '../freight/kit.ts';
import * as logistics from './logistics.css.ts';

interface MilestoneTimesProps {
  planned: string | null;
  estimated: string | null;
  actual: string | null;
  /** The place (its name says whose time it is), or its zone, or neither: the time as published. */
  place?: PlaceLike;
  zone?: string | undefined;
}

/** A milestone's planned, estimated and actual times, each as local time at its place. */
export function MilestoneTimes({ planned, estimated, actual, place, zone }: MilestoneTimesProps) {
  const { t } = useLingui();
  return (
    <p className={logistics.times}>
      {planned && (
        <span>
          {t`Planned`}: <LocalTime value={planned} place={place} timeZone={zone ?? zoneOf(place)} />
        </span>
      )}
      {estimated && (
        <span>
          {t`Estimated`}: <LocalTime value={estimated} place={place} timeZone={zone ?? zoneOf(place)} />
        </span>
      )}
      {actual && (
        <span>
          {t`Actual`}: <LocalTime value={actual} place={place} timeZone={zone ?? zoneOf(place)} />
        </span>
      )}
    </p>
  );
}
