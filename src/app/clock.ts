/**
 * The app's one source of "now" (architecture: nothing else reads the system clock). The browser
 * runs on the system clock; component tests pin it with setAppClock so that they pass on any date.
 */
let clock: () => Date = () => new Date();

export const appNow = (): Date => clock();

export const setAppClock = (next: () => Date): void => {
  clock = next;
};
