import { useSyncExternalStore } from 'react';
import { isHeaderFixed } from '../../../domain/menu.ts';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** Spec §2: the header becomes fixed once the page is scrolled past 37 px. */
export const useHeaderFixed = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => isHeaderFixed(window.scrollY),
    () => false,
  );
