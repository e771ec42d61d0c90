/** The qrcode package's SVG renderer (untyped by @types/qrcode): draws a made code synchronously. */
declare module 'qrcode/lib/renderer/svg-tag.js' {
  import type { QRCode, QRCodeRenderersOptions } from 'qrcode';

  const svgTag: { render(code: QRCode, options: QRCodeRenderersOptions): string };
  export default svgTag;
}
