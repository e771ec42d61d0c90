import { useEffect, useState } from 'react';
import { pictureUrl } from '../../api/files.ts';

/** Pictures fetched in this visit, by stored name: the header and the profile page share each one. */
const fetched = new Map<string, Promise<string>>();

const urlOf = (name: string): Promise<string> => {
  const known = fetched.get(name);
  if (known) return known;
  const started = pictureUrl(name);
  fetched.set(name, started);
  // A failed fetch is tried again the next time the picture is shown.
  started.catch(() => fetched.delete(name));
  return started;
};

/**
 * The object URL of a stored picture (the head picture), null while it loads, when there
 * is none ('') or when it cannot be had (then the page shows the placeholder).
 */
export function usePictureUrl(name: string): string | null {
  const [shown, setShown] = useState<{ name: string; url: string } | null>(null);
  useEffect(() => {
    if (name === '') return;
    let wanted = true;
    urlOf(name).then(
      (url) => {
        if (wanted) setShown({ name, url });
      },
      () => {},
    );
    return () => {
      wanted = false;
    };
  }, [name]);
  return shown !== null && shown.name === name ? shown.url : null;
}
