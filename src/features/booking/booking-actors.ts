import { useActorRef } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type BookSpaceActor,
  type BookSpaceClosed,
  bookSpaceMachine,
  type SpaceChanged,
} from '../../../machines/booking/book-space.machine.ts';
import { orderPollMachine } from '../../../machines/booking/order-poll.machine.ts';
import { paymentWindowMachine } from '../../../machines/booking/payment-window.machine.ts';
import { spaceBookingMachine } from '../../../machines/booking/space-booking.machine.ts';
import { uploadFile } from '../../api/files.ts';
import { openContactCard } from '../../app/contact-opener.ts';
import { bookSpace, cancelSpaceOrder, getSpaceOrder } from './booking-api.ts';

/** The booking machines with the app's calls: every call aborts when its state is left. */

const readOrder = fromPromise<Awaited<ReturnType<typeof getSpaceOrder>>, { orderId: number }>(
  ({ input, signal }) => getSpaceOrder(input.orderId, signal),
);

/** Asks for a waiting order until the server settles it (paid, cancelled, back to its offer). */
export const orderPollLogic = orderPollMachine.provide({ actors: { getSpaceOrder: readOrder } });

const spaceBookingLogic = spaceBookingMachine.provide({
  actors: {
    // The machine reads a name and a size; what it was given is the input's File.
    uploadFile: fromPromise(({ input, signal }) => uploadFile(input.file as File, { signal })),
    bookSpace: fromPromise(({ input, signal }) => bookSpace(input, signal)),
  },
  actions: { openContactCard: () => openContactCard() },
});

const paymentWindowLogic = paymentWindowMachine.provide({
  actors: {
    getSpaceOrder: readOrder,
    cancelSpaceOrder: fromPromise(({ input, signal }) => cancelSpaceOrder(input.orderId, signal)),
    pollOrder: orderPollLogic,
  },
});

/**
 * A running bookSpace actor (the booking dialog's machine) with the app's calls; `onClosed` hears
 * when the machine has closed the dialog, `onSpaceChanged` when the space or the order changed
 * while it is open (the page behind reads its data again).
 */
export function useBookSpaceActor(
  onClosed: (closed: BookSpaceClosed) => void,
  onSpaceChanged: (change: SpaceChanged) => void,
): BookSpaceActor {
  // The latest callbacks, so that the logic given to the machine once always tells the current page.
  const current = useRef({ onClosed, onSpaceChanged });
  current.current = { onClosed, onSpaceChanged };
  const [logic] = useState(() =>
    bookSpaceMachine.provide({
      actors: { spaceBooking: spaceBookingLogic, paymentWindow: paymentWindowLogic },
      actions: {
        reportClosed: (_, closed) => current.current.onClosed(closed),
        reportSpaceChanged: (_, change) => current.current.onSpaceChanged(change),
      },
    }),
  );
  return useActorRef(logic);
}
