import { type AnyActorRef, createActor } from 'xstate';
import { type BookSpaceActor, bookSpaceMachine } from '../../../machines/booking/book-space.machine.ts';
import type { UiContext } from '../harness/react-driver.ts';

/**
 * The booking dialog's machine (bookSpace) around a path's actor, for the UI path tests of its
 * children: the test gives the parent a stand-in for the path's actor as one child (and logic for
 * the other), renders the dialog bound to the parent, and sends the parent what the page sends.
 */

const dialogs = new WeakMap<AnyActorRef, BookSpaceActor>();

type ChildLogic = Parameters<typeof bookSpaceMachine.provide>[0]['actors'];

/** Starts the parent of `pathActor` with these children's logic. */
export const startDialog = (pathActor: AnyActorRef, actors: ChildLogic): BookSpaceActor => {
  const dialog = createActor(bookSpaceMachine.provide({ actors })).start();
  dialogs.set(pathActor, dialog);
  return dialog;
};

/** The parent of the path's actor. */
export const dialogOf = (ui: UiContext): BookSpaceActor => {
  const dialog = dialogs.get(ui.actor);
  if (!dialog) throw new Error('the dialog was not started: call startDialog in render');
  return dialog;
};
