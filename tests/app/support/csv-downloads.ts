import { vi } from 'vitest';

/**
 * Captures what an "Export to CSV" (or any blob download) hands the browser: the blobs given to
 * `URL.createObjectURL` and the clicks on the download link, which jsdom cannot follow (the click
 * stays a no-op until `vi.restoreAllMocks()`).
 */
export const captureDownloads = () => {
  const blobs: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:csv';
  });
  URL.revokeObjectURL = vi.fn();
  const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    blobs,
    clicks,
    /** The `index`-th download as text, without the BOM a CSV starts with for Excel. */
    csvText: async (index = 0): Promise<string> =>
      new TextDecoder().decode(new Uint8Array(await blobs[index]!.arrayBuffer()).slice(3)),
  };
};
