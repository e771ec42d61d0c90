import type { LoginDialogEvent } from '../../machines/auth/login-dialog-contract.ts';

type OpenEvent = Extract<LoginDialogEvent, { type: 'OPEN' }>;
/** An OPEN event without the language, which the dialog adds when it opens. */
export type OpenLoginRequest = OpenEvent extends infer E
  ? E extends OpenEvent
    ? Omit<E, 'type' | 'lang'>
    : never
  : never;

/**
 * Opens the login dialog from anywhere (header, reset links, an expired session) without loading it:
 * the dialog's chunk subscribes when it mounts and takes any request made before.
 */
/** A request may name the dialog's language: the phone's QR confirmation page signs in by email, which only the English dialog offers. */
export type LoginRequest = OpenLoginRequest & { lang?: 'cn' | 'en' };

type Listener = (request: LoginRequest) => void;

let listener: Listener | null = null;
let pending: LoginRequest | null = null;
const mountRequests = new Set<() => void>();

export function openLoginDialog(request: LoginRequest): void {
  if (listener) listener(request);
  else {
    pending = request;
    for (const mount of mountRequests) mount();
  }
}

/** The dialog host asks to be told when the dialog must be loaded. */
export function onLoginRequested(mount: () => void): () => void {
  mountRequests.add(mount);
  if (pending) mount();
  return () => mountRequests.delete(mount);
}

/** The loaded dialog receives requests from now on, starting with the pending one. */
export function receiveLoginRequests(next: Listener): () => void {
  listener = next;
  if (pending) {
    next(pending);
    pending = null;
  }
  return () => {
    if (listener === next) listener = null;
  };
}
