/** The forwarder's rate cards and their versions (docs/staff.md): the console's calls. */
import type {
  ListRateVersionsBody,
  RemoveRateCardBody,
  RestoreRateVersionBody,
  SaveRateCardBody,
} from '../../../domain/api/rate-card.ts';
import { RateCardPath } from '../../../domain/api/rate-card-paths.ts';
import { fetchData, post } from '../../api/client.ts';

/** The cards in force of one carrier (or all: ''), and the carriers the tenant has cards of. */
export const loadRateCards = (carrierScac: string, signal: AbortSignal) =>
  fetchData(RateCardPath.listCards, carrierScac === '' ? {} : { carrierScac }, signal);

export const loadRateVersions = (body: ListRateVersionsBody, signal: AbortSignal) =>
  fetchData(RateCardPath.listVersions, body, signal);

export const saveRateCard = (body: SaveRateCardBody) => post(RateCardPath.saveCard, body);
export const removeRateCard = (body: RemoveRateCardBody) => post(RateCardPath.removeCard, body);
export const restoreRateVersion = (body: RestoreRateVersionBody) => post(RateCardPath.restoreVersion, body);
