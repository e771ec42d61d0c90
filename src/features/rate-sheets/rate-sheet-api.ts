/** A rate sheet's import (docs/decisions.md "Rate sheets"): the console's calls. */

import { answerOf } from '../../../domain/api/failure.ts';
import type { ListImportRowsBody, MapImportBody, RateImportView } from '../../../domain/api/rate-sheet.ts';
import { RateSheetFilePath, RateSheetPath } from '../../../domain/api/rate-sheet-paths.ts';
import type { Language } from '../../../domain/freight/rate-sheet.ts';
import { fetchData, fetchFile, post, send } from '../../api/client.ts';

/** A 20 MB sheet on a slow line takes longer than a JSON call's 15 s. */
const UPLOAD_TIMEOUT_MS = 300_000;

export const uploadSheet = async (carrierScac: string, file: File): Promise<RateImportView> => {
  const form = new FormData();
  form.append('carrierScac', carrierScac);
  form.append('file', file);
  const answer = answerOf(
    await send<{ code: string; message: string; data: RateImportView }>(RateSheetFilePath.upload, {
      body: form,
      timeout: UPLOAD_TIMEOUT_MS,
    }),
  );
  return answer.data;
};

export const loadImport = (importId: number, signal?: AbortSignal) =>
  fetchData(RateSheetPath.getImport, { importId }, signal);
export const loadImportRows = (body: ListImportRowsBody, signal?: AbortSignal) =>
  fetchData(RateSheetPath.listImportRows, body, signal);
export const mapImport = (body: MapImportBody) => post(RateSheetPath.mapImport, body);
export const publishImport = (importId: number) => post(RateSheetPath.publishImport, { importId });

/** Saves the template in the language asked, as the browser saves a download. */
export const downloadTemplate = async (language: Language): Promise<void> => {
  const blob = await fetchFile(RateSheetFilePath.template, { language });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = language === 'cn' ? '运价导入模板.xlsx' : 'rate-sheet-template.xlsx';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
