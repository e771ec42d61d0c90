import { useSyncExternalStore } from 'react';
import { appNow } from '../../app/clock.ts';

const TICK_MS = 1000;

const everySecond = (onTick: () => void): (() => void) => {
  const timer = setInterval(onTick, TICK_MS);
  return () => clearInterval(timer);
};

/** Whole seconds from the app's "now" until `expiresAt` (an ISO instant), 0 once it has passed. */
export const secondsUntil = (expiresAt: string): number =>
  Math.max(0, Math.ceil((Date.parse(expiresAt) - appNow().getTime()) / 1000));

/**
 * The seconds left until `expiresAt`, read again every second from the app's clock: a countdown
 * always derived from the server's end of the window, so that it is never restarted by a reload.
 */
export function useSecondsLeft(expiresAt: string): number {
  const read = () => secondsUntil(expiresAt);
  return useSyncExternalStore(everySecond, read, read);
}

/** `02:05`: minutes and seconds, as the booking dialog's payment countdown reads. */
export const formatSecondsLeft = (seconds: number): string =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
