import type { Locator } from 'playwright-core';

/**
 * The picture's natural width once it has loaded, 0 when it failed. A picture shown (attached,
 * visible) may still be loading, lazily or not, on a loaded machine: reading its width at once
 * reads 0 for a picture that is fine. It is scrolled into view first, as a person looks at it: a
 * lazy picture out of view is not loaded at all.
 */
export const loadedWidth = async (image: Locator): Promise<number> => {
  await image.scrollIntoViewIfNeeded();
  return image.evaluate(
    (element: HTMLImageElement) =>
      new Promise<number>((resolve) => {
        if (element.complete) resolve(element.naturalWidth);
        element.addEventListener('load', () => resolve(element.naturalWidth));
        element.addEventListener('error', () => resolve(0));
      }),
  );
};
