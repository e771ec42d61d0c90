import { useEffect, useState } from 'react';
import type { Week } from '../../../domain/weeks.ts';
import { appNow } from '../../app/clock.ts';

/**
 * The ETD weeks to offer (spec §4 Upcoming-weeks: Monday to Sunday, the first begins today). The
 * calculation (date-fns) loads after the first render, so that a freight route paints at once.
 */
export function useUpcomingWeeks(count: number): Week[] {
  const [weeks, setWeeks] = useState<Week[]>([]);
  useEffect(() => {
    let live = true;
    void import('../../../domain/weeks.ts').then(({ upcomingWeeks }) => {
      if (live) setWeeks(upcomingWeeks(appNow(), count));
    });
    return () => {
      live = false;
    };
  }, [count]);
  return weeks;
}
