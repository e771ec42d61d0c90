import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { CONTAINER_TYPES, type ContainerType } from '../../../domain/freight/codes.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { SearchForm } from '../../ui/search-form.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { PortPairFields, usePortPair } from '../freight/port-pair.tsx';
import * as styles from '../home/home-page.css.ts';
import { lastRecentPort, rateSearchHref } from './rate-search-link.ts';

/**
 * The home page's rate search (ports and container type), opening /rates with it. A returning
 * customer finds the last ports searched already in the fields, and the other recent ones under
 * them (spec §9 recent ports). Loaded after the first paint, outside /index's first-load bundle.
 */
export default function HomeRateSearch() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [start] = useState(() => ({ origin: lastRecentPort('start'), destination: lastRecentPort('end') }));
  const ports = usePortPair(start);
  const [containerType, setContainerType] = useState<ContainerType | ''>('');
  const onSubmit = () => {
    const pair = ports.both();
    if (pair)
      void navigate({ href: rateSearchHref({ pol: pair.origin, pod: pair.destination, containerType }) });
  };
  return (
    <div className={styles.search}>
      <SearchForm
        label={t`Rate search`}
        onSubmit={onSubmit}
        actions={<SubmitButton>{t`Search`}</SubmitButton>}
      >
        <PortPairFields
          pair={ports}
          places="seaports"
          labels={{ origin: t`Port of loading (POL)`, destination: t`Port of discharge (POD)` }}
        />
        <SelectField
          label={t`Container type`}
          value={containerType}
          onChange={(value) => setContainerType(value as ContainerType | '')}
        >
          <option value="">{t`All container types`}</option>
          {CONTAINER_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
      </SearchForm>
    </div>
  );
}
