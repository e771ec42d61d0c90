/**
 * A tiny publish/subscribe queue for toasts. It lives in the first-load bundle; the Radix viewport
 * that shows them (toast-host.tsx) is loaded lazily.
 */
export interface ToastMessage {
  id: number;
  tone: 'success' | 'error' | 'info';
  text: string;
}

type Listener = (toasts: readonly ToastMessage[]) => void;

let toasts: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

const publish = () => {
  for (const listener of listeners) listener(toasts);
};

export function notify(tone: ToastMessage['tone'], text: string): void {
  toasts = [...toasts, { id: nextId++, tone, text }];
  publish();
}

export function dismiss(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  publish();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}
