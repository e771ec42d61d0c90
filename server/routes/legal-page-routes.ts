/**
 * GET /agreement and /privacy: the tenant's user agreement and privacy policy, which the
 * registration's agreement checkbox links to (spec §5 Register), as plain pages in the visitor's
 * language (the lang cookie, as the first paint reads it). The tenant writes them as content blocks;
 * until it has, the page says so. Served by the server, not the app, so that /index's first-load
 * bundle carries no route for them (docs/decisions.md).
 */
import type { FastifyInstance } from 'fastify';
import { LEGAL_PAGES, type LegalPage, legalPagePath } from '../../domain/legal-pages.ts';
import { escapeHtml } from '../html-escape.ts';
import { type Language, translate } from '../messages.ts';
import type { CompanyService } from '../services/company-service.ts';
import { firstPaintLanguage } from '../services/first-paint.ts';

const TITLES = { agreement: 'legalAgreement', privacy: 'legalPrivacy' } as const;

const paragraphs = (text: string): string =>
  text
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

export const legalPageRoutes = async (
  app: FastifyInstance,
  { company, companyId }: { company: CompanyService; companyId: number },
) => {
  const render = async (page: LegalPage, language: Language): Promise<string> => {
    const en = language === 'en';
    const [tenant, blocks] = await Promise.all([
      company.getTenant(companyId),
      company.getLegalContent(companyId, page),
    ]);
    const info = tenant?.company;
    const companyName = info ? (en && info.companyNameSen) || info.companyNameScn : '';
    const title = translate(TITLES[page], language);
    const body =
      blocks.length === 0
        ? `<p>${escapeHtml(translate('legalNotWritten', language))}</p>`
        : blocks
            .map(
              (block) =>
                `<h2>${escapeHtml(en ? block.headingEn : block.headingCn)}</h2>` +
                paragraphs(en ? block.bodyEn : block.bodyCn),
            )
            .join('');
    return (
      `<!doctype html><html lang="${en ? 'en' : 'zh-CN'}"><head><meta charset="utf-8">` +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>${escapeHtml(companyName ? `${title} - ${companyName}` : title)}</title>` +
      '<style>body{font:16px/1.7 system-ui,sans-serif;max-width:48rem;margin:0 auto;padding:1.5rem;color:#222}' +
      'h1{font-size:1.6rem}h2{font-size:1.15rem;margin-top:1.5rem}</style></head><body>' +
      `<p>${escapeHtml(companyName)}</p><h1>${escapeHtml(title)}</h1>${body}` +
      `<p><a href="/index">${escapeHtml(translate('legalBackToPortal', language))}</a></p></body></html>`
    );
  };

  for (const page of LEGAL_PAGES) {
    app.get(legalPagePath(page), async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await render(page, firstPaintLanguage(request.headers.cookie))),
    );
  }
};
