/** What the forwarder has published (domain/freight/published.ts), asked once per page load. */
import { useEffect, useState } from 'react';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import type { Published } from '../../../domain/freight/published.ts';
import { fetchData } from '../../api/client.ts';

let asked: Promise<Published | null> | null = null;

/**
 * Null until it is known, or when it cannot be: a page then shows its search as it always did, so a
 * failed look-up never hides data nor shows an error of its own.
 */
export const usePublished = (): Published | null => {
  const [published, setPublished] = useState<Published | null>(null);
  useEffect(() => {
    let live = true;
    asked ??= fetchData(FreightPath.published, {}).catch(() => {
      asked = null;
      return null;
    });
    void asked.then((answer) => {
      if (live) setPublished(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  return published;
};
