// Reads a QR code shown in the page as a phone camera would: the picture is taken to a blank page
// of its own (the portal's CSP rightly refuses injected scripts) and decoded there with jsQR.
import { createRequire } from 'node:module';
import type { Browser, Locator } from 'playwright-core';

const jsQrPath = createRequire(import.meta.url).resolve('jsqr');

export async function decodeQrImage(browser: Browser, image: Locator): Promise<string> {
  const source = await image.getAttribute('src');
  if (!source) throw new Error('the QR image has no src');
  const camera = await browser.newPage();
  try {
    await camera.addScriptTag({ path: jsQrPath });
    const text = await camera.evaluate(async (src) => {
      const picture = new Image();
      picture.src = src;
      await picture.decode();
      const canvas = document.createElement('canvas');
      canvas.width = picture.naturalWidth;
      canvas.height = picture.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(picture, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      const decode = (
        window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }
      ).jsQR;
      return decode(data, width, height)?.data ?? null;
    }, source);
    if (!text) throw new Error('the QR image could not be decoded');
    return text;
  } finally {
    await camera.close();
  }
}
