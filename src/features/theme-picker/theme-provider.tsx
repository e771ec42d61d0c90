import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { themeMachine } from '../../../machines/shell/theme.machine.ts';
import { useTenant } from '../../app/tenant-context.ts';
import { applyThemeColour } from '../../theme/apply-theme.ts';

const STORAGE_KEY = 'portal.themeColour';

export const ThemeActor = createActorContext(
  themeMachine.provide({
    actions: {
      applyTheme: (_, { colour }) => applyThemeColour(colour),
      storeColour: (_, { colour }) => localStorage.setItem(STORAGE_KEY, colour),
    },
  }),
);

/** The picked colour wins over the tenant's (spec §2: the picker "stores a colour and applies it"). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { company } = useTenant();
  const colour = localStorage.getItem(STORAGE_KEY) ?? company.webThemeColor;
  return <ThemeActor.Provider options={{ input: { colour } }}>{children}</ThemeActor.Provider>;
}
