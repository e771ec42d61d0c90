import { trackingShareMachine } from '../../../machines/orders/tracking-share.machine.ts';
import type { MachineModel } from '../harness/model.ts';

export const trackingShareModel: MachineModel<typeof trackingShareMachine> = {
  machine: trackingShareMachine,
  // Only whether a link is live and whether its token is known change what the owner may do.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      active: snapshot.context.share?.active === true,
      link: snapshot.context.token !== null,
    }),
  input: { orderId: 41 },
  events: {
    SHARE: [{ type: 'SHARE' }, { type: 'SHARE', validDays: 7 }],
    REVOKE: [{ type: 'REVOKE' }],
    COPY: [{ type: 'COPY' }],
    RETRY: [{ type: 'RETRY' }],
  },
  actors: {
    loadShare: {
      done: [
        { active: false, createdAt: null, expiresAt: null },
        { active: true, createdAt: '2026-11-23T08:00:00.000Z', expiresAt: null },
      ],
      error: [{ code: '404', message: 'No such order' }],
    },
    createShare: {
      done: [
        {
          active: true,
          createdAt: '2026-11-23T08:00:00.000Z',
          expiresAt: null,
          token: 'q5V2l3cXbJm0Q0yQ8H1r3m8wD7e8mQ5t2T6b1nX4kZ0',
        },
      ],
      error: [new Error('network')],
    },
    revokeShare: {
      done: [{ active: false, createdAt: null, expiresAt: null }],
      error: [new Error('network')],
    },
    copyLink: { done: [undefined], error: [new Error('denied')] },
  },
};
