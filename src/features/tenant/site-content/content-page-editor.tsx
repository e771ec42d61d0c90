import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  CONTENT_PAGES,
  type ContentBlock,
  type ContentPage,
  TITLE_SECTIONS,
  type TitleSection,
  type TitleSetting,
} from '../../../../domain/api/company.ts';
import type { ContentPageView } from '../../../../domain/api/site-content.ts';
import {
  contentBlocksProblem,
  SiteContentLimit,
  titleSettingsProblem,
} from '../../../../domain/tenant/site-content.ts';
import { routeTitles } from '../../../app/route-titles.ts';
import * as button from '../../../ui/button.css.ts';
import { TextAreaField, TextField } from '../../../ui/form-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import * as frame from '../../freight/freight.css.ts';
import { ConfirmRemove, MoveButtons } from './confirm-remove.tsx';
import { moved, replaced } from './list-order.ts';
import * as styles from './site-content.css.ts';
import { loadContentPage, loadTitles, saveContentPage, saveTitles } from './site-content-calls.ts';
import { SiteFormFrame } from './site-form-frame.tsx';
import { inLanguage, useSiteForm } from './use-site-form.ts';

const NEW_BLOCK: ContentBlock = { headingCn: '', headingEn: '', bodyCn: '', bodyEn: '' };

/** Spec §3's title-settings sections, by name. */
const SECTION_WORDS: Record<TitleSection, MessageDescriptor> = {
  about: msg`About us`,
  case: msg`Client cases`,
  contactBook: msg`Contact book`,
  contactUs: msg`Contact us`,
  joinUs: msg`Join us`,
  news: msg`News`,
  service: msg`Services`,
  certificate: msg`Certificates`,
  introduction: msg`Introduction`,
  partner: msg`Partners`,
  photos: msg`Photos`,
};

/**
 * The content pages (about, service, client cases, contact, client download) in both languages,
 * and the section titles over them and the other sections (spec §3 Title settings). Text is plain:
 * a line break starts a paragraph, and the page shows any markup as text.
 */
export function ContentPageEditor() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState<ContentPage>('about');
  const form = useSiteForm<ContentPage, ContentPageView>({
    firstQuery: 'about',
    load: loadContentPage,
    save: saveContentPage,
    problemOf: (view) => contentBlocksProblem(view.blocks),
  });
  const pageName = (name: ContentPage) => i18n._(routeTitles[`/${name}`]);
  return (
    <>
      <SiteFormFrame
        title={t`Content pages`}
        lead={t`Each page's text in Chinese and English. Plain text: a line break starts a new paragraph.`}
        form={form}
        before={
          <SelectField
            label={t`Page`}
            value={page}
            onChange={(value) => {
              setPage(value as ContentPage);
              form.state.load(value as ContentPage);
            }}
          >
            {CONTENT_PAGES.map((name) => (
              <option key={name} value={name}>
                {pageName(name)}
              </option>
            ))}
          </SelectField>
        }
      >
        {(view) => {
          const setBlocks = (blocks: ContentBlock[]) => form.setDraft({ ...view, blocks });
          return (
            <>
              {view.blocks.length === 0 && <p className={frame.lead}>{t`This page has no text yet.`}</p>}
              {view.blocks.map((block, i) => {
                const name = inLanguage(block.headingCn, block.headingEn) || t`Block ${i + 1}`;
                const at = `blocks.${i}`;
                const setBlock = (change: Partial<ContentBlock>) =>
                  setBlocks(replaced(view.blocks, i, { ...block, ...change }));
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; their place is what they are
                  <fieldset key={i} className={styles.panel}>
                    <legend className={styles.legend}>{t`Block ${i + 1}: ${name}`}</legend>
                    <div className={styles.grid}>
                      <TextField
                        label={t`Heading (Chinese)`}
                        value={block.headingCn}
                        maxLength={SiteContentLimit.heading}
                        error={form.errorFor(`${at}.headingCn`, t`Heading`)}
                        onChange={(event) => setBlock({ headingCn: event.target.value })}
                      />
                      <TextField
                        label={t`Heading (English)`}
                        value={block.headingEn}
                        maxLength={SiteContentLimit.heading}
                        onChange={(event) => setBlock({ headingEn: event.target.value })}
                      />
                      <TextAreaField
                        label={t`Text (Chinese)`}
                        value={block.bodyCn}
                        rows={6}
                        maxLength={SiteContentLimit.body}
                        error={form.errorFor(`${at}.bodyCn`, t`Text`)}
                        onChange={(event) => setBlock({ bodyCn: event.target.value })}
                      />
                      <TextAreaField
                        label={t`Text (English)`}
                        value={block.bodyEn}
                        rows={6}
                        maxLength={SiteContentLimit.body}
                        onChange={(event) => setBlock({ bodyEn: event.target.value })}
                      />
                    </div>
                    <div className={styles.actions}>
                      <MoveButtons
                        name={name}
                        index={i}
                        count={view.blocks.length}
                        onMove={(from, to) => setBlocks(moved(view.blocks, from, to))}
                      />
                      <ConfirmRemove
                        label={t`Remove ${name}`}
                        question={t`Remove the block ${name}?`}
                        onConfirm={() => setBlocks(view.blocks.filter((_, index) => index !== i))}
                      />
                    </div>
                  </fieldset>
                );
              })}
              <div className={styles.actions}>
                <button
                  type="button"
                  className={button.secondary}
                  disabled={view.blocks.length >= SiteContentLimit.blocks}
                  onClick={() => setBlocks([...view.blocks, NEW_BLOCK])}
                >
                  {t`Add a block`}
                </button>
              </div>
            </>
          );
        }}
      </SiteFormFrame>
      <TitleEditor />
    </>
  );
}

const TITLE_FIELDS = [
  'bannerTitleCn',
  'bannerTitleEn',
  'bannerSubtitleCn',
  'bannerSubtitleEn',
  'innerTitleCn',
  'innerTitleEn',
  'innerSubtitleCn',
  'innerSubtitleEn',
] as const;

const TITLE_FIELD_WORDS: Record<(typeof TITLE_FIELDS)[number], MessageDescriptor> = {
  bannerTitleCn: msg`Banner title (Chinese)`,
  bannerTitleEn: msg`Banner title (English)`,
  bannerSubtitleCn: msg`Banner subtitle (Chinese)`,
  bannerSubtitleEn: msg`Banner subtitle (English)`,
  innerTitleCn: msg`Inner title (Chinese)`,
  innerTitleEn: msg`Inner title (English)`,
  innerSubtitleCn: msg`Inner subtitle (Chinese)`,
  innerSubtitleEn: msg`Inner subtitle (English)`,
};

const emptyTitles = (section: TitleSection): TitleSetting => ({
  section,
  ...(Object.fromEntries(TITLE_FIELDS.map((field) => [field, ''])) as Omit<TitleSetting, 'section'>),
});

/** Spec §3 Title settings: a section's banner and inner titles and subtitles in both languages. */
function TitleEditor() {
  const { t, i18n } = useLingui();
  const [section, setSection] = useState<TitleSection>('about');
  const form = useSiteForm<'titles', TitleSetting[]>({
    firstQuery: 'titles',
    load: (_query, signal) => loadTitles(signal),
    save: saveTitles,
    problemOf: titleSettingsProblem,
  });
  return (
    <SiteFormFrame
      title={t`Section titles`}
      nested
      lead={t`The titles over each section's pages; an empty banner title shows the page's own name.`}
      form={form}
    >
      {(titles) => {
        const index = titles.findIndex((title) => title.section === section);
        const current = titles[index] ?? emptyTitles(section);
        const setTitle = (change: Partial<TitleSetting>) =>
          form.setDraft(
            index === -1
              ? [...titles, { ...current, ...change }]
              : replaced(titles, index, { ...current, ...change }),
          );
        return (
          <>
            <SelectField
              label={t`Section`}
              value={section}
              onChange={(value) => setSection(value as TitleSection)}
            >
              {TITLE_SECTIONS.map((name) => (
                <option key={name} value={name}>
                  {i18n._(SECTION_WORDS[name])}
                </option>
              ))}
            </SelectField>
            <div className={styles.grid}>
              {TITLE_FIELDS.map((field) => (
                <TextField
                  key={field}
                  label={i18n._(TITLE_FIELD_WORDS[field])}
                  value={current[field]}
                  maxLength={SiteContentLimit.titleText}
                  onChange={(event) => setTitle({ [field]: event.target.value })}
                />
              ))}
            </div>
          </>
        );
      }}
    </SiteFormFrame>
  );
}
