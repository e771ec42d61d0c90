import { createContext, useContext } from 'react';
import type { LoginDialogActor } from '../../../machines/auth/login-dialog.machine.ts';

/** The one login-dialog actor of the app, for the views to read with useSelector and to send to. */
export const LoginDialogActorContext = createContext<LoginDialogActor | null>(null);

export function useLoginDialogActor(): LoginDialogActor {
  const actor = useContext(LoginDialogActorContext);
  if (!actor) throw new Error('a login view outside the login dialog');
  return actor;
}
