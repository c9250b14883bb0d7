import { superstructResolver } from '@hookform/resolvers/superstruct';
import {
  doorHands,
  doorSwings,
  leafCounts,
  optionNoteKinds,
  type Catalogue,
  type CatalogueOption,
  type OptionGroup,
  type ProductFamily,
  type ProductModel,
} from '@doorline/api-client';
import {
  Checkbox,
  CheckboxGroup,
  ConfirmDialog,
  Inline,
  Radio,
  SizeField,
  Stack,
  Text,
  toast,
} from '@doorline/design-system';
import { useState } from 'react';
import {
  useController,
  useForm,
  useWatch,
  type Control,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { FormFields } from '@/components/form/form-fields';
import { FormRadioGroup } from '@/components/form/form-radio-group';
import { FormSelect } from '@/components/form/form-select';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { explainError } from '@/lib/errors';
import { useLanguageMemo, useTranslation, type TFunction } from '@/lib/i18n';
import {
  type CatalogueKind,
  useSaveFamily,
  useSaveModel,
  useSaveOption,
  useSaveOptionGroup,
  useSetCatalogueActive,
} from '../api/catalogue-edit';
import {
  choiceLabel,
  familyBodyOf,
  familyFields,
  familySchema,
  familyValuesOf,
  groupBodyOf,
  groupFields,
  groupSchema,
  groupValuesOf,
  modelBodyOf,
  modelFields,
  modelSchema,
  modelValuesOf,
  optionBodyOf,
  optionFields,
  optionSchema,
  optionValuesOf,
  type CatalogueFormMessages,
  type FamilyValues,
  type GroupValues,
  type ModelValues,
  type OptionValues,
} from '../lib/catalogue-forms';
import { nameOf } from '../lib/versions';

/*
 * The catalogue's own editing (issue 43, part 2): the forms of a family, a model, an option group and
 * an option, and the confirmation of hiding or showing a model or an option. Loaded when one opens
 * (the `/prices` pages stay as light as they were), as the price dialogs are.
 */

type EditT = TFunction<readonly ['prices', 'common']>;

/** The forms' words for their rules. */
const messagesOf = (t: EditT): CatalogueFormMessages => ({
  required: t('catalogueEdit.requiredField'),
  code: t('catalogueEdit.codeInvalid'),
  millimetres: t('catalogueEdit.millimetres'),
  chooseOne: t('catalogueEdit.chooseOne'),
  choose: t('catalogueEdit.choose'),
});

function useResolver<T extends FieldValues>(schema: (m: CatalogueFormMessages) => unknown) {
  const { t } = useTranslation(['prices', 'common']);
  return useLanguageMemo(
    () => superstructResolver(schema(messagesOf(t)) as never) as unknown as Resolver<T>,
    [t],
  );
}

/** The code and the three names: the fields every catalogue entry has. */
function CodeAndNames<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation(['prices', 'common']);
  const field = (name: string) => name as FieldPath<T>;
  return (
    <FormFields
      control={control}
      fields={[
        {
          name: field('code'),
          label: t('catalogueEdit.code'),
          description: t('catalogueEdit.codeHint'),
          isRequired: true,
          maxLength: 40,
        },
        ...(['en', 'uk', 'ru'] as const).map((language) => ({
          name: field(`names.${language}`),
          label: t(`catalogueEdit.names.${language}`),
          isRequired: true,
          maxLength: 200,
        })),
      ]}
    />
  );
}

/** A react-hook-form field holding the ticked values, as a group of checkboxes. */
function FormCheckboxGroup<T extends FieldValues>({
  control,
  name,
  label,
  description,
  items,
  isRequired,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: string;
  items: readonly { id: string; label: string }[];
  isRequired?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <CheckboxGroup
      label={label}
      description={description}
      name={field.name}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={fieldState.error?.message}
      isRequired={isRequired}
    >
      {items.map((item, index) => (
        <Checkbox key={item.id} value={item.id} inputRef={index === 0 ? field.ref : undefined}>
          {item.label}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

/** A react-hook-form field of whole millimetres (null while empty) as the design system's size field. */
function FormSizeField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isRequired,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: string;
  isRequired?: boolean;
}) {
  const { t } = useTranslation(['prices', 'common']);
  const { field, fieldState } = useController({ control, name });
  return (
    <SizeField
      label={label}
      unit={t('configurator.mm')}
      description={description}
      value={(field.value as number | null | undefined) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      errorMessage={fieldState.error?.message}
      isRequired={isRequired}
    />
  );
}

/** A react-hook-form yes/no field as one checkbox. */
function FormCheckbox<T extends FieldValues>({
  control,
  name,
  children,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  children: string;
}) {
  const { field } = useController({ control, name });
  return (
    <Checkbox
      name={field.name}
      isSelected={Boolean(field.value)}
      onChange={field.onChange}
      inputRef={field.ref}
    >
      {children}
    </Checkbox>
  );
}

/* ---------- a family ---------- */

/** New family, or a family's Edit: its code and names. */
export const FamilyDialog = whileOpen(FamilyForm);

function FamilyForm({ family, onOpenChange }: DialogFormProps & { family?: ProductFamily }) {
  const { t, i18n } = useTranslation(['prices', 'common']);
  const save = useSaveFamily();
  const form = useForm<FamilyValues>({
    resolver: useResolver<FamilyValues>(familySchema),
    defaultValues: familyValuesOf(family),
  });
  const submission = useFormSubmission(form, {
    submit: (values) => save.mutateAsync({ id: family?.id, body: familyBodyOf(values) }),
    success: t('catalogueEdit.saved.family'),
    fields: familyFields as FieldPath<FamilyValues>[],
    onOpenChange,
  });
  return (
    <FormDialog
      title={
        family
          ? t('catalogueEdit.familyTitle', { name: nameOf(family.names, i18n.language) })
          : t('catalogueEdit.familyNew')
      }
      submission={submission}
      submitLabel={t('catalogueEdit.save')}
    >
      <CodeAndNames control={form.control} />
    </FormDialog>
  );
}

/* ---------- a model ---------- */

/** New model, or a model's Edit: its family, code, names, leaves, hands, swings and size rule. */
export const ModelDialog = whileOpen(ModelForm);

function ModelForm({
  model,
  familyId,
  families,
  onOpenChange,
}: DialogFormProps & { model?: ProductModel; familyId?: number; families: readonly ProductFamily[] }) {
  const { t, i18n } = useTranslation(['prices', 'common']);
  const save = useSaveModel();
  const form = useForm<ModelValues>({
    resolver: useResolver<ModelValues>(modelSchema),
    defaultValues: modelValuesOf(model, familyId),
  });
  const leafCount = useWatch({ control: form.control, name: 'leafCount' });
  const submission = useFormSubmission(form, {
    submit: (values) => save.mutateAsync({ id: model?.id, body: modelBodyOf(values) }),
    success: t('catalogueEdit.saved.model'),
    fields: modelFields as FieldPath<ModelValues>[],
    onOpenChange,
  });
  const ranges = [
    { path: 'width', label: t('catalogueEdit.width') },
    { path: 'height', label: t('catalogueEdit.height') },
    ...(leafCount === 'single'
      ? []
      : [0, 1].map((index) => ({
          path: `leaves.${index}`,
          label: t('catalogueEdit.leaf', { number: index + 1 }),
        }))),
  ];
  return (
    <FormDialog
      title={
        model
          ? t('catalogueEdit.modelTitle', { name: nameOf(model.names, i18n.language) })
          : t('catalogueEdit.modelNew')
      }
      submission={submission}
      submitLabel={t('catalogueEdit.save')}
    >
      <FormSelect
        control={form.control}
        name="familyId"
        label={t('catalogueEdit.family')}
        items={families.map((family) => ({
          id: String(family.id),
          label: nameOf(family.names, i18n.language),
        }))}
        isRequired
      />
      <CodeAndNames control={form.control} />
      <FormRadioGroup control={form.control} name="leafCount" label={t('catalogueEdit.leafCount')}>
        {leafCounts.map((value) => (
          <Radio key={value} value={value}>
            {t(`priceModels.leafCount.${value}`)}
          </Radio>
        ))}
      </FormRadioGroup>
      <FormCheckboxGroup
        control={form.control}
        name="hands"
        label={t('catalogueEdit.hands')}
        items={doorHands.map((hand) => ({ id: hand, label: t(`configurator.hands.${hand}`) }))}
        isRequired
      />
      <FormCheckboxGroup
        control={form.control}
        name="swings"
        label={t('catalogueEdit.swings')}
        items={doorSwings.map((swing) => ({ id: swing, label: t(`configurator.swings.${swing}`) }))}
        isRequired
      />
      {leafCount === 'single' ? null : (
        <Text size="sm" tone="muted">
          {t('catalogueEdit.leavesHint')}
        </Text>
      )}
      {ranges.map(({ path, label }) => (
        <Inline key={path} gap="sm" align="start">
          {(['min', 'max', 'step'] as const).map((end) => (
            <FormSizeField
              key={end}
              control={form.control}
              name={`sizeRule.${path}.${end}` as FieldPath<ModelValues>}
              label={t(`catalogueEdit.${end}`, { size: label })}
              isRequired
            />
          ))}
        </Inline>
      ))}
    </FormDialog>
  );
}

/* ---------- an option group ---------- */

/** New group, or a group's Edit: its code, names, and whether it is required and multiple. */
export const GroupDialog = whileOpen(GroupForm);

function GroupForm({ group, onOpenChange }: DialogFormProps & { group?: OptionGroup }) {
  const { t, i18n } = useTranslation(['prices', 'common']);
  const save = useSaveOptionGroup();
  const form = useForm<GroupValues>({
    resolver: useResolver<GroupValues>(groupSchema),
    defaultValues: groupValuesOf(group),
  });
  const submission = useFormSubmission(form, {
    submit: (values) => save.mutateAsync({ id: group?.id, body: groupBodyOf(values) }),
    success: t('catalogueEdit.saved.group'),
    fields: groupFields as FieldPath<GroupValues>[],
    onOpenChange,
  });
  return (
    <FormDialog
      title={
        group
          ? t('catalogueEdit.groupTitle', { name: nameOf(group.names, i18n.language) })
          : t('catalogueEdit.groupNew')
      }
      submission={submission}
      submitLabel={t('catalogueEdit.save')}
    >
      <CodeAndNames control={form.control} />
      <FormCheckbox control={form.control} name="required">
        {t('catalogueEdit.required')}
      </FormCheckbox>
      <FormCheckbox control={form.control} name="multiple">
        {t('catalogueEdit.multiple')}
      </FormCheckbox>
    </FormDialog>
  );
}

/* ---------- an option ---------- */

/** New option, or an option's Edit: its group, code, names, rules, size limit and note. */
export const OptionDialog = whileOpen(OptionForm);

function OptionForm({
  option,
  groupId,
  catalogue,
  onOpenChange,
}: DialogFormProps & { option?: CatalogueOption; groupId?: number; catalogue: Catalogue }) {
  const { t, i18n } = useTranslation(['prices', 'common']);
  const language = i18n.language;
  const save = useSaveOption();
  const form = useForm<OptionValues>({
    resolver: useResolver<OptionValues>(optionSchema),
    defaultValues: optionValuesOf(option, groupId),
  });
  const [forAllModels, noteKind] = useWatch({ control: form.control, name: ['forAllModels', 'note.kind'] });
  const submission = useFormSubmission(form, {
    submit: (values) => save.mutateAsync({ id: option?.id, body: optionBodyOf(values) }),
    success: t('catalogueEdit.saved.option'),
    fields: optionFields as FieldPath<OptionValues>[],
    onOpenChange,
  });
  const groupName = new Map(catalogue.groups.map((group) => [group.id, nameOf(group.names, language)]));
  const others = catalogue.options
    .filter((other) => other.id !== option?.id)
    .map((other) => ({
      id: String(other.id),
      label: `${groupName.get(other.groupId) ?? ''}: ${choiceLabel(other, language)}`,
    }));
  return (
    <FormDialog
      title={
        option
          ? t('catalogueEdit.optionTitle', { name: nameOf(option.names, language) })
          : t('catalogueEdit.optionNew')
      }
      submission={submission}
      submitLabel={t('catalogueEdit.save')}
    >
      <FormSelect
        control={form.control}
        name="groupId"
        label={t('catalogueEdit.group')}
        items={catalogue.groups.map((group) => ({
          id: String(group.id),
          label: nameOf(group.names, language),
        }))}
        isRequired
      />
      <CodeAndNames control={form.control} />
      <FormCheckbox control={form.control} name="forAllModels">
        {t('catalogueEdit.forAllModels')}
      </FormCheckbox>
      {forAllModels ? null : (
        <FormCheckboxGroup
          control={form.control}
          name="models"
          label={t('catalogueEdit.models')}
          items={catalogue.models.map((model) => ({
            id: String(model.id),
            label: choiceLabel(model, language),
          }))}
        />
      )}
      <Inline gap="sm" align="start">
        <FormSizeField
          control={form.control}
          name="maxWidth"
          label={t('catalogueEdit.maxWidth')}
          description={t('catalogueEdit.limitHint')}
        />
        <FormSizeField
          control={form.control}
          name="maxHeight"
          label={t('catalogueEdit.maxHeight')}
          description={t('catalogueEdit.limitHint')}
        />
      </Inline>
      <FormRadioGroup control={form.control} name="note.kind" label={t('catalogueEdit.noteKind')}>
        <Radio value="none">{t('catalogueEdit.noNote')}</Radio>
        {optionNoteKinds.map((kind) => (
          <Radio key={kind} value={kind}>
            {t(`priceOptions.noteKind.${kind}`)}
          </Radio>
        ))}
      </FormRadioGroup>
      {noteKind === 'none' ? null : (
        <FormFields
          control={form.control}
          fields={(['en', 'uk', 'ru'] as const).map((lang) => ({
            name: `note.names.${lang}` as const,
            label: t(`catalogueEdit.noteNames.${lang}`),
            isRequired: true,
            maxLength: 200,
          }))}
        />
      )}
      <Stack gap="md">
        <FormCheckboxGroup
          control={form.control}
          name="excludes"
          label={t('catalogueEdit.excludes')}
          items={others}
        />
        <FormCheckboxGroup
          control={form.control}
          name="requires"
          label={t('catalogueEdit.requires')}
          items={others}
        />
      </Stack>
    </FormDialog>
  );
}

/* ---------- hide and show ---------- */

/** Each kind's question and words, hiding or showing it. */
const activeTexts = {
  family: {
    hide: 'hideFamilyTitle',
    show: 'showFamilyTitle',
    hideText: 'hideFamilyText',
    showText: 'showFamilyText',
  },
  model: { hide: 'hideModelTitle', show: 'showModelTitle', hideText: 'hideText', showText: 'showText' },
  group: {
    hide: 'hideGroupTitle',
    show: 'showGroupTitle',
    hideText: 'hideGroupText',
    showText: 'showGroupText',
  },
  option: { hide: 'hideOptionTitle', show: 'showOptionTitle', hideText: 'hideText', showText: 'showText' },
} as const;

/**
 * Hide (after asking: it leaves the configurator) or Show a family, a model, an option group or an
 * option. A failure stays in the dialog with the server's words.
 */
export function ActiveDialog({
  kind,
  id,
  name,
  active,
  onOpenChange,
}: {
  kind: CatalogueKind;
  id: number;
  name: string;
  /** What it becomes: false hides it, true shows it. */
  active: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation(['prices', 'common']);
  const change = useSetCatalogueActive();
  const [error, setError] = useState<string | null>(null);
  const texts = activeTexts[kind];
  const title = t(`catalogueEdit.${active ? texts.show : texts.hide}`, { name });
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={onOpenChange}
      onConfirm={async () => {
        setError(null);
        try {
          await change.mutateAsync({ kind, id, active });
          toast.success(t(`catalogueEdit.done.${kind}.${active ? 'shown' : 'hidden'}`));
        } catch (failure) {
          const message = explainError(t, failure);
          setError(message);
          toast.error(message);
          throw failure;
        }
      }}
      title={title}
      description={
        <>
          {t(`catalogueEdit.${active ? texts.showText : texts.hideText}`)}
          {error ? <span role="alert">{` ${error}`}</span> : null}
        </>
      }
      confirmLabel={active ? t('catalogueEdit.show') : t('catalogueEdit.hide')}
      cancelLabel={t('catalogueEdit.cancel')}
      pendingLabel={active ? t('catalogueEdit.showing') : t('catalogueEdit.hiding')}
      tone={active ? undefined : 'critical'}
    />
  );
}
