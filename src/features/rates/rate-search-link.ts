import { CONTAINER_TYPES, type ContainerType } from '../../../domain/freight/codes.ts';
import type { RecentPortList } from '../../../domain/recent-ports.ts';
import { fromRecent, type PortChoice } from '../../../machines/freight/port-combobox.machine.ts';
import { readRecentPorts } from '../freight/recent-ports.ts';

/** A rate search handed to /rates from another page (the home page's search): the lane and the type. */
export interface RateSearchLink {
  pol: string;
  pod: string;
  containerType: ContainerType | '';
}

export const rateSearchHref = ({ pol, pod, containerType }: RateSearchLink): string =>
  `/rates?${new URLSearchParams({ pol, pod, ...(containerType && { containerType }) })}`;

const isContainerType = (value: string | null): value is ContainerType =>
  (CONTAINER_TYPES as readonly string[]).includes(value ?? '');

/** The search a /rates address carries, or null when it names no lane. */
export const rateSearchOf = (searchStr: string): RateSearchLink | null => {
  const params = new URLSearchParams(searchStr);
  const pol = params.get('pol');
  const pod = params.get('pod');
  if (!pol || !pod) return null;
  const containerType = params.get('containerType');
  return { pol, pod, containerType: isContainerType(containerType) ? containerType : '' };
};

/** A port of a link as the picker shows it: by name when it is in the recent list, else by code. */
export const portChoiceOf = (list: RecentPortList, code: string): PortChoice => {
  const recent = readRecentPorts(list).find((port) => port.id === code);
  return recent ? fromRecent(recent) : { code, nameEn: '', nameCn: '', country: '' };
};

/** The last port searched from or to (spec §9 recent ports), for a returning customer's form. */
export const lastRecentPort = (list: RecentPortList): PortChoice | null => {
  const [last] = readRecentPorts(list);
  return last ? fromRecent(last) : null;
};
