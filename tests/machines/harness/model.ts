import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyActorLogic, AnyStateMachine, EventFrom, InputFrom, SnapshotFrom } from 'xstate';
import { machineRegistry, type RegisteredMachine } from '../../../machines/registry.ts';

/**
 * A machine's test model: what its path tests try (sample events, actor outcomes, an input) and
 * which context tells its states apart. Each lives beside the machine's tests, in
 * `tests/machines/<area>/<name>.model.ts`, typed against that machine; the path tests and the
 * coverage script join it to the machine's registry entry by machine id.
 */

/** Stands in for an invoked actor while path tests run. */
export interface ActorFake {
  /**
   * The logic provided in place of the real actor (`machine.provide({ actors })`). Default: a
   * promise that never settles, so the path test alone decides how the actor ends.
   */
  logic?: AnyActorLogic;
  /** Sample outputs; each becomes an `xstate.done.actor.<invoke id>` branch. Default: one, undefined. */
  done?: readonly unknown[];
  /** Sample errors; each becomes an `xstate.error.actor.<invoke id>` branch. Default: one, undefined. */
  error?: readonly unknown[];
  /** Sample snapshots it reports (`invoke.onSnapshot`); each becomes an `xstate.snapshot.<invoke id>` branch. */
  snapshot?: readonly unknown[];
}

/** At least one sample per event type the machine declares, with realistic payloads. */
export type EventSamples<TMachine extends AnyStateMachine> = {
  [TType in EventFrom<TMachine>['type']]: readonly [
    EventFrom<TMachine, TType>,
    ...EventFrom<TMachine, TType>[],
  ];
};

export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The machine modelled; its id is the key to its registry entry. */
  machine: TMachine;
  /**
   * Identity of a state for path generation: the value plus only the context that changes
   * behaviour. Everything else makes traversal explode or never end.
   */
  serializeState: (snapshot: SnapshotFrom<TMachine>) => string;
  /** Sample events; every sample is tried wherever the machine accepts its type. */
  events: EventSamples<TMachine>;
  /**
   * The input every path starts the machine with, for machines that take one. Guards that read
   * it are covered by varying the events and actor outputs, not the input.
   */
  input?: InputFrom<TMachine>;
  /** Fakes for invoked actors, keyed by the `src` name declared in `setup({ actors })`. */
  actors?: Readonly<Record<string, ActorFake>>;
}

/** A registered machine with its model: what path generation, drivers and coverage read. */
export type TestedMachine = RegisteredMachine & MachineModel;

const withModel = (registered: RegisteredMachine, model: MachineModel): TestedMachine => ({
  ...registered,
  ...model,
});

/** The registered machine a (UI) path test drives, with its model. */
export const testedMachine = <TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
): TestedMachine => {
  const registered = machineRegistry.find((entry) => entry.machine.id === model.machine.id);
  if (!registered) throw new Error(`'${model.machine.id}' is not registered in machines/registry.ts`);
  return withModel(registered, model);
};

/** A model file's exports, by the file's path under tests/machines. */
export interface ModelFile {
  file: string;
  exports: Readonly<Record<string, unknown>>;
}

/** Every `*.model.ts` under tests/machines, imported. */
export const loadModelFiles = async (): Promise<ModelFile[]> => {
  const folder = join(dirname(fileURLToPath(import.meta.url)), '..');
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.model.ts'))
    .sort();
  return Promise.all(
    files.map(async (file) => ({
      file,
      exports: await import(pathToFileURL(join(folder, file)).href),
    })),
  );
};

const isModel = (value: unknown): value is MachineModel =>
  typeof value === 'object' &&
  value !== null &&
  'machine' in value &&
  'events' in value &&
  'serializeState' in value;

export interface ModelJoin {
  tested: TestedMachine[];
  /** A registered machine without a model, a model without a registered machine, a stray export. */
  problems: string[];
}

/** Joins registry entries and models by machine id; each side must have exactly one of the other. */
export const joinModels = (
  registry: readonly RegisteredMachine[],
  files: readonly ModelFile[],
): ModelJoin => {
  const problems: string[] = [];
  const modelsById = new Map<string, { model: MachineModel; file: string }>();
  for (const { file, exports } of files) {
    for (const [name, value] of Object.entries(exports)) {
      if (!isModel(value)) {
        problems.push(`${file}: export '${name}' is not a machine model (a model file exports only models)`);
        continue;
      }
      const { id } = value.machine;
      const earlier = modelsById.get(id);
      if (earlier) problems.push(`${file}: '${id}' already has a model in ${earlier.file}`);
      else modelsById.set(id, { model: value, file });
      if (!registry.some((entry) => entry.machine.id === id)) {
        problems.push(`${file}: models '${id}', which machines/registry.ts does not register`);
      }
    }
  }
  const tested = registry.flatMap((registered) => {
    const found = modelsById.get(registered.machine.id);
    if (found) return [withModel(registered, found.model)];
    problems.push(`'${registered.machine.id}' has no model: add tests/machines/<area>/<name>.model.ts`);
    return [];
  });
  return { tested, problems };
};
