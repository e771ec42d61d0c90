/** The console's upload of DCSA files: one existing import call per file (docs/freight.md). */
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { fetchData, type RequestOf } from '../../api/client.ts';

export const importDcsaFile = (body: RequestOf<typeof FreightPath.importDcsa>) =>
  fetchData(FreightPath.importDcsa, body);
