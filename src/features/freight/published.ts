/** What the forwarder has published (domain/freight/published.ts), asked by each page that shows it. */
import { useEffect, useState } from 'react';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import type { Published } from '../../../domain/freight/published.ts';
import { fetchData } from '../../api/client.ts';

/**
 * Null until it is known, or when it cannot be: a page then shows its search as it always did, so a
 * failed look-up never hides data nor shows an error of its own.
 */
export const usePublished = (wanted = true): Published | null => {
  const [published, setPublished] = useState<Published | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    fetchData(FreightPath.published, {}).then(
      (answer) => live && setPublished(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return published;
};
