/** The forwarder's rate cards and their versions (docs/staff.md): the console's calls. */
import type {
  ListRateCardsBody,
  ListRateVersionsBody,
  RemoveRateCardBody,
  RestoreRateVersionBody,
  SaveRateCardBody,
} from '../../../domain/api/rate-card.ts';
import { RateCardPath } from '../../../domain/api/rate-card-paths.ts';
import { fetchData, post } from '../../api/client.ts';

/** A page of the cards in force, and the carriers the tenant has cards of. */
export const loadRateCards = (body: ListRateCardsBody, signal: AbortSignal) =>
  fetchData(RateCardPath.listCards, body, signal);

export const loadRateVersions = (body: ListRateVersionsBody, signal: AbortSignal) =>
  fetchData(RateCardPath.listVersions, body, signal);

export const saveRateCard = (body: SaveRateCardBody) => post(RateCardPath.saveCard, body);
export const removeRateCard = (body: RemoveRateCardBody) => post(RateCardPath.removeCard, body);
export const restoreRateVersion = (body: RestoreRateVersionBody) => post(RateCardPath.restoreVersion, body);
