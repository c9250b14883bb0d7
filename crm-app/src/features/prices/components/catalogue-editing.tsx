import {
  priceAccess,
  type Catalogue,
  type CatalogueOption,
  type OptionGroup,
  type ProductFamily,
  type ProductModel,
} from '@doorline/api-client';
import { Button, Inline } from '@doorline/design-system';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useMe } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { canAccess } from '@/lib/permissions';
import type { CatalogueKind } from '../api/catalogue-edit';
import { nameOf } from '../lib/versions';

// The catalogue's forms load when one opens (issue 43, part 2), as the price dialogs do: the
// `/prices` pages' first load stays as it was.
const dialogs = () => import('./catalogue-dialogs');
const FamilyDialog = lazy(() => dialogs().then((module) => ({ default: module.FamilyDialog })));
const ModelDialog = lazy(() => dialogs().then((module) => ({ default: module.ModelDialog })));
const GroupDialog = lazy(() => dialogs().then((module) => ({ default: module.GroupDialog })));
const OptionDialog = lazy(() => dialogs().then((module) => ({ default: module.OptionDialog })));
const ActiveDialog = lazy(() => dialogs().then((module) => ({ default: module.ActiveDialog })));
// A row's history loads when it opens, with the shared audit trail.
const HistoryDialog = lazy(() =>
  import('./catalogue-history').then((module) => ({ default: module.CatalogueHistoryDialog })),
);

/** The dialog open now: a new or changed entry of the catalogue, hiding or showing one, or its history. */
type Open =
  | { form: 'family'; family?: ProductFamily }
  | { form: 'model'; model?: ProductModel }
  | { form: 'group'; group?: OptionGroup }
  | { form: 'option'; option?: CatalogueOption; groupId?: number }
  | { form: 'active'; kind: CatalogueKind; id: number; name: string; active: boolean }
  | { form: 'history'; kind: CatalogueKind; id: number; name: string };

/** An entry of the catalogue that a row's actions edit, hide or show, and tell the history of. */
type Entry = ProductFamily | ProductModel | OptionGroup | CatalogueOption;

export interface CatalogueEditing {
  /** The user may manage prices: the catalogue's editing is theirs. */
  mayManage: boolean;
  open: (what: Open) => void;
  /** A model's Edit and Hide or Show, as a table's cell; null for whom may not manage prices. */
  modelActions: ((model: ProductModel) => ReactNode) | null;
  /** An option's Edit and Hide or Show; null for whom may not manage prices. */
  optionActions: ((option: CatalogueOption) => ReactNode) | null;
  /** A family's Edit, Hide or Show and History, beside its heading; null for whom may not manage prices. */
  familyActions: ((family: ProductFamily) => ReactNode) | null;
  /** An option group's Edit, Hide or Show and History; null for whom may not manage prices. */
  groupActions: ((group: OptionGroup) => ReactNode) | null;
  /** The dialog open now, loaded when it opens. */
  dialogs: ReactNode;
}

/**
 * The catalogue's editing on the Models and Options tabs (issue 43, part 2), for whom may manage
 * prices (`priceAccess.managePrices`): the actions of a row (a family's and a group's beside its
 * heading) and the dialog they open: Edit, Hide or Show, History.
 */
export function useCatalogueEditing(catalogue: Catalogue): CatalogueEditing {
  const { t, i18n } = useTranslation(['prices', 'common']);
  const mayManage = canAccess(useMe().data, priceAccess.managePrices);
  const [current, setCurrent] = useState<Open | null>(null);
  const close = useCallback((isOpen: boolean) => {
    if (!isOpen) setCurrent(null);
  }, []);
  const language = i18n.language;

  const actionsOf = useCallback(
    (kind: CatalogueKind, entry: Entry, edit: Open) => {
      const name = nameOf(entry.names, language);
      return (
        <Inline gap="xs" wrap={false}>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('catalogueEdit.editOf', { name })}
            onPress={() => setCurrent(edit)}
          >
            {t('catalogueEdit.edit')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t(entry.active ? 'catalogueEdit.hideOf' : 'catalogueEdit.showOf', { name })}
            onPress={() => setCurrent({ form: 'active', kind, id: entry.id, name, active: !entry.active })}
          >
            {entry.active ? t('catalogueEdit.hide') : t('catalogueEdit.show')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('catalogueEdit.historyOf', { name })}
            onPress={() => setCurrent({ form: 'history', kind, id: entry.id, name })}
          >
            {t('catalogueEdit.history')}
          </Button>
        </Inline>
      );
    },
    [t, language],
  );
  const modelActions = useMemo(
    () => (mayManage ? (model: ProductModel) => actionsOf('model', model, { form: 'model', model }) : null),
    [mayManage, actionsOf],
  );
  const optionActions = useMemo(
    () =>
      mayManage ? (option: CatalogueOption) => actionsOf('option', option, { form: 'option', option }) : null,
    [mayManage, actionsOf],
  );
  const familyActions = useMemo(
    () =>
      mayManage ? (family: ProductFamily) => actionsOf('family', family, { form: 'family', family }) : null,
    [mayManage, actionsOf],
  );
  const groupActions = useMemo(
    () => (mayManage ? (group: OptionGroup) => actionsOf('group', group, { form: 'group', group }) : null),
    [mayManage, actionsOf],
  );

  const dialog = (() => {
    if (!current) return null;
    switch (current.form) {
      case 'family':
        return <FamilyDialog isOpen onOpenChange={close} family={current.family} />;
      case 'model':
        return (
          <ModelDialog
            isOpen
            onOpenChange={close}
            model={current.model}
            families={catalogue.families}
            familyId={catalogue.families[0]?.id}
          />
        );
      case 'group':
        return <GroupDialog isOpen onOpenChange={close} group={current.group} />;
      case 'option':
        return (
          <OptionDialog
            isOpen
            onOpenChange={close}
            option={current.option}
            groupId={current.groupId ?? catalogue.groups[0]?.id}
            catalogue={catalogue}
          />
        );
      case 'active':
        return <ActiveDialog {...current} onOpenChange={close} />;
      case 'history':
        return <HistoryDialog kind={current.kind} id={current.id} name={current.name} onOpenChange={close} />;
    }
  })();

  return {
    mayManage,
    open: setCurrent,
    modelActions,
    optionActions,
    familyActions,
    groupActions,
    dialogs: <Suspense fallback={null}>{dialog}</Suspense>,
  };
}

/** "New family" and "New model" (Models), or "New group" and "New option" (Options), for whom may manage prices. */
export function CatalogueToolbar({
  editing,
  page,
}: {
  editing: CatalogueEditing;
  page: 'models' | 'options';
}) {
  const { t } = useTranslation(['prices', 'common']);
  if (!editing.mayManage) return null;
  const buttons =
    page === 'models'
      ? [
          { label: t('catalogueEdit.newFamily'), open: { form: 'family' } as const },
          { label: t('catalogueEdit.newModel'), open: { form: 'model' } as const },
        ]
      : [
          { label: t('catalogueEdit.newGroup'), open: { form: 'group' } as const },
          { label: t('catalogueEdit.newOption'), open: { form: 'option' } as const },
        ];
  return (
    <Inline gap="sm">
      {buttons.map((button) => (
        <Button key={button.label} variant="secondary" onPress={() => editing.open(button.open)}>
          {button.label}
        </Button>
      ))}
    </Inline>
  );
}
