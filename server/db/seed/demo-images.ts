/**
 * The demo tenant's pictures, generated in code so that the portal needs no external image and a
 * fresh seed is byte-for-byte the same: SVG logos and banners in the tenant colour, real QR PNGs.
 */
import QRCode from 'qrcode';
import { mediaOf } from '../repositories/media-repository.ts';
import type { NewMedia } from '../schema.ts';

const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

const svg = (width: number, height: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const FONT = "font-family=\"'Noto Sans SC','Microsoft YaHei','PingFang SC',sans-serif\"";

const wave = (width: number, y: number, amplitude: number, fill: string, opacity: number): string => {
  const step = width / 4;
  const crests = [1, 2, 3, 4]
    .map((i) => `Q ${step * i - step / 2} ${y + (i % 2 === 0 ? amplitude : -amplitude)} ${step * i} ${y}`)
    .join(' ');
  return `<path d="M 0 ${y} ${crests} V 1000 H 0 Z" fill="${fill}" fill-opacity="${opacity}"/>`;
};

/** A wordmark with a wave emblem; `onDark` is the variant for the coloured inner header. */
export const logoSvg = (nameCn: string, nameEn: string, colour: string, onDark: boolean): string => {
  const ink = onDark ? '#ffffff' : colour;
  const sub = onDark ? '#e6f0ff' : '#606266';
  return svg(
    240,
    64,
    `<circle cx="32" cy="32" r="26" fill="${ink}"/>` +
      `<path d="M 10 36 Q 18 28 26 36 T 42 36 T 54 36" stroke="${onDark ? colour : '#ffffff'}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
      `<path d="M 14 44 Q 22 38 30 44 T 46 44" stroke="${onDark ? colour : '#ffffff'}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.7"/>` +
      `<text x="68" y="30" ${FONT} font-size="20" font-weight="700" fill="${ink}">${escapeXml(nameCn)}</text>` +
      `<text x="68" y="50" ${FONT} font-size="12" fill="${sub}">${escapeXml(nameEn)}</text>`,
  );
};

/** A wide banner: sea waves in the tenant colour under a headline. */
const waves = (width: number, height: number, colour: string): string =>
  `<rect width="${width}" height="${height}" fill="${colour}"/>` +
  wave(width, height * 0.62, height * 0.06, '#ffffff', 0.12) +
  wave(width, height * 0.72, height * 0.05, '#ffffff', 0.18) +
  wave(width, height * 0.82, height * 0.04, '#ffffff', 0.25);

/** A text-free backdrop: the home page writes its own heading over it. */
export const backgroundSvg = (width: number, height: number, colour: string): string =>
  svg(width, height, waves(width, height, colour));

/** A picture that carries its own title, for places that show it as it is (login, promotion). */
export const bannerSvg = (
  width: number,
  height: number,
  colour: string,
  title: string,
  subtitle: string,
): string =>
  svg(
    width,
    height,
    waves(width, height, colour) +
      `<text x="${width / 2}" y="${height * 0.36}" text-anchor="middle" ${FONT} font-size="${Math.round(height / 9)}" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>` +
      `<text x="${width / 2}" y="${height * 0.48}" text-anchor="middle" ${FONT} font-size="${Math.round(height / 22)}" fill="#ffffff" fill-opacity="0.85">${escapeXml(subtitle)}</text>`,
  );

/** A round avatar with initials, for the customer-service card. */
export const avatarSvg = (initials: string, colour: string): string =>
  svg(
    96,
    96,
    `<circle cx="48" cy="48" r="48" fill="${colour}"/>` +
      `<text x="48" y="60" text-anchor="middle" ${FONT} font-size="34" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>`,
  );

export const qrPng = (content: string): Promise<Buffer> =>
  QRCode.toBuffer(content, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 258 });

export const svgMedia = (name: string, source: string): NewMedia =>
  mediaOf(name, 'image/svg+xml', Buffer.from(source, 'utf8'));
