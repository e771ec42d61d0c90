import type { ActorLogic, AnyActorLogic, AnyActorRef, EventObject, Snapshot } from 'xstate';

/**
 * Logic that stands in for an actor already running, for a UI path test of a machine that the app
 * runs as another machine's child: the test provides it to the parent in place of the child's
 * logic, so that the page renders the parent (as the app does) while the path drives the running
 * actor. Events sent to the stand-in (by the parent or by the views) go to that actor; its
 * snapshots come back as the stand-in's own, so views read them and its end reaches the parent
 * as the child's done event with the actor's output.
 */

const MIRRORED = 'harness.standIn.mirrored';

interface Mirrored extends EventObject {
  type: typeof MIRRORED;
  snapshot: Snapshot<unknown>;
}

/** `TLogic`: the child's logic as the parent declares it; the stand-in behaves as it does. */
export const standIn = <TLogic extends AnyActorLogic>(actor: AnyActorRef): TLogic => {
  const logic: ActorLogic<Snapshot<unknown>, EventObject> = {
    getInitialSnapshot: () => actor.getSnapshot(),
    start: (_snapshot, { self }) => {
      const subscription = actor.subscribe((snapshot: Snapshot<unknown>) => {
        const mirrored: Mirrored = { type: MIRRORED, snapshot };
        self.send(mirrored);
        // A done actor changes no more.
        if (snapshot.status !== 'active') subscription.unsubscribe();
      });
    },
    transition: (snapshot, event) => {
      if (event.type === MIRRORED) return (event as Mirrored).snapshot;
      actor.send(event);
      return snapshot;
    },
    getPersistedSnapshot: (snapshot) => snapshot,
  };
  return logic as unknown as TLogic;
};
