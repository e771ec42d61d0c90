import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import type { RegisteredMachine } from '../../machines/registry.ts';
import { type DescribedMachine, describeMachine } from './describe.ts';

/**
 * Reads the registered machines of a tree with the CURRENT reader (this file and
 * scripts/statecharts/definition.ts import nothing of the tree at run time but its registry), so an
 * old commit is read exactly as the working tree is. Old registries listed bare machines, today's
 * list `{ machine, delays }`: both are accepted.
 */

export const DEFAULT_REGISTRY = 'machines/registry.ts';

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'implementations' in value;

const asEntry = (value: unknown): RegisteredMachine | undefined => {
  if (isMachine(value)) return { machine: value, spec: [] };
  if (typeof value === 'object' && value !== null && 'machine' in value && isMachine(value.machine)) {
    return value as RegisteredMachine;
  }
  return undefined;
};

export const loadMachines = async (dir: string, registry = DEFAULT_REGISTRY): Promise<DescribedMachine[]> => {
  const module: Record<string, unknown> = await import(pathToFileURL(join(dir, registry)).href);
  const list = module.machineRegistry ?? Object.values(module).find(Array.isArray);
  if (!Array.isArray(list)) throw new Error(`${registry} exports no machineRegistry list`);
  return list.flatMap((value) => {
    const entry = asEntry(value);
    return entry ? [describeMachine(entry)] : [];
  });
};
