import type { Catalogue } from '@doorline/api-client';
import { ComboBox, Select, type ComboBoxLoadPage } from '@doorline/design-system';
import { useCallback, useState } from 'react';
import { nameOf } from '@/components/prices/door-texts';
import { useTranslation } from '@/lib/i18n';
import * as styles from '../configurator.css';
import { ModelThumbnail } from './model-thumbnail';

/** Every family: no filter. */
const ALL = 'all';

/**
 * The model, searched by its code or its name in the reader's language among the active models, in
 * the family chosen beside it (every family at first). A combo box of React Aria's: type to search,
 * the arrow keys and Enter to choose. Each model shows its picture's thumbnail (issue 43), or a door
 * icon when it has none.
 */
export function ModelPicker({
  catalogue,
  modelId,
  onChange,
  errorMessage,
}: {
  catalogue: Catalogue;
  modelId: number | null;
  onChange: (modelId: number) => void;
  errorMessage?: string | undefined;
}) {
  const { t, i18n } = useTranslation(['prices', 'lists']);
  const language = i18n.language;
  const [family, setFamily] = useState(ALL);
  const families = catalogue.families.filter((one) => one.active);
  const familyName = new Map(families.map((one) => [one.id, nameOf(one.names, language)]));
  const chosen = catalogue.models.find((model) => model.id === modelId);

  const loadPage = useCallback<ComboBoxLoadPage>(
    ({ search }) => {
      const words = search.trim().toLocaleLowerCase(language);
      const items = catalogue.models
        .filter((model) => model.active && familyName.has(model.familyId))
        .filter((model) => family === ALL || String(model.familyId) === family)
        .filter(
          (model) =>
            !words ||
            model.code.toLocaleLowerCase(language).includes(words) ||
            nameOf(model.names, language).toLocaleLowerCase(language).includes(words),
        )
        .map((model) => ({
          id: String(model.id),
          label: nameOf(model.names, language),
          description: `${model.code} · ${familyName.get(model.familyId) ?? ''}`,
          image: <ModelThumbnail model={model} name={nameOf(model.names, language)} />,
        }));
      return Promise.resolve({ items, hasMore: false });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `familyName` is the catalogue's and the language's
    [catalogue, family, language],
  );

  return (
    <div className={styles.modelPicker}>
      <Select
        label={t('configurator.family')}
        items={[
          { id: ALL, label: t('configurator.allFamilies') },
          ...families.map((one) => ({ id: String(one.id), label: nameOf(one.names, language) })),
        ]}
        selectedKey={family}
        onSelectionChange={setFamily}
      />
      <ComboBox
        // A new look-up for another family: the one open holds the last family's models.
        key={family}
        label={t('configurator.model')}
        placeholder={t('configurator.modelPlaceholder')}
        description={chosen ? chosen.code : t('configurator.modelHint')}
        loadPage={loadPage}
        debounceMs={0}
        selectedKey={modelId === null ? null : String(modelId)}
        selectedLabel={chosen ? nameOf(chosen.names, language) : undefined}
        onSelectionChange={(key) => {
          // Clearing the search keeps the model and what was chosen for it.
          if (key !== null) onChange(Number(key));
        }}
        errorMessage={errorMessage}
        isRequired
        strings={{
          noOptions: t('configurator.noModelFound'),
          loading: t('lists:lookup.loading'),
          loadingMore: t('lists:lookup.loadingMore'),
          loadError: t('lists:lookup.loadFailed'),
          showSuggestions: t('lists:lookup.showSuggestions'),
        }}
      />
    </div>
  );
}
