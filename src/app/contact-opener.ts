/**
 * Opens the floating customer-service card from anywhere (spec §5: a customer without a customer
 * type is sent to customer service). The card subscribes once it has loaded; before that, or
 * when the tenant has no contact, a request does nothing: the message that asked for it still shows.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function openContactCard(): void {
  for (const listener of listeners) listener();
}

export function onContactCardRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
