// Reads a QR code shown in the page as a phone camera would: the image's pixels through jsQR.
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';

const jsQrPath = createRequire(import.meta.url).resolve('jsqr');

export async function decodeQrImage(page: Page, image: Locator): Promise<string> {
  await page.addScriptTag({ path: jsQrPath });
  const text = await image.evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(element, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    const decode = (
      window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }
    ).jsQR;
    return decode(data, width, height)?.data ?? null;
  });
  if (!text) throw new Error('the QR image could not be decoded');
  return text;
}
