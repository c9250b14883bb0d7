import { HttpError, type Catalogue, type FieldError, type OrderDetails } from '@doorline/api-client';
import {
  Button,
  ButtonLink,
  EmptyState,
  InlineAlert,
  Skeleton,
  Stack,
  toast,
  type PriceBreakdownState,
} from '@doorline/design-system';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DoorBreakdown } from '@/components/prices/door-breakdown';
import { nameOf } from '@/components/prices/door-texts';
import { Page } from '@/components/layout/page';
import { useMe } from '@/lib/auth';
import { explainError, isNotFound, serverText } from '@/lib/errors';
import { useTranslation } from '@/lib/i18n';
import { parseId } from '@/lib/ids';
import { canEditRecord } from '@/lib/record-edit';
import { useAddDoor } from '../api/add-door';
import { useConfigurationCheck } from '../api/check-configuration';
import { useItemDoor } from '../api/get-item-door';
import { usePriceCatalogue } from '../api/get-price-catalogue';
import { usePriceLists } from '../api/get-price-lists';
import { usePriceVersion } from '../api/get-price-version';
import { useQuote } from '../api/get-quote';
import { DoorOptions } from '../components/door-options';
import { DoorOpening, DoorSize } from '../components/door-size';
import { ModelPicker } from '../components/model-picker';
import { ModelThumbnail } from '../components/model-thumbnail';
import * as pictureStyles from '../model-picture.css';
import {
  configurationOf,
  draftOf,
  emptyDraft,
  missingOf,
  problemsByPlace,
  withModel,
  type DoorDraft,
} from '../lib/door-draft';
import { defaultVersion, pickableVersions } from '../lib/versions';
import * as styles from '../configurator.css';

/** How long a change waits for the next before the server is asked: typing 1200 asks once, not four times. */
const CHECK_DELAY_MS = 80;

/**
 * `/quotes/{id}/items/door` (issue 43, part 3; docs/decisions.md "Issue 43, part 3"): a configured door
 * for a draft or rejected quote, `?copy={itemId}` starting from an item's door. The model, its size,
 * hand, swing and options on the left, the price on the right; every change asks the server, whose
 * answer (its problems beside their fields, every option's state, the breakdown) is all the screen
 * shows of a price.
 */
export function Component() {
  const { t } = useTranslation(['prices', 'common']);
  const quoteId = parseId(useParams().id);
  const copyId = parseId(useSearchParams()[0].get('copy'));
  const me = useMe();
  const quote = useQuote(quoteId);
  const catalogue = usePriceCatalogue();
  const copy = useItemDoor(copyId);
  const title = t(copyId === null ? 'configurator.title' : 'configurator.copyTitle');
  const quoteItems = `/quotes/${quoteId ?? ''}/items`;
  const back = (
    <ButtonLink href={quoteItems} variant="secondary">
      {quote.data
        ? t('configurator.backTo', { orderNumber: quote.data.orderNumber })
        : t('configurator.back')}
    </ButtonLink>
  );

  let body;
  if (quoteId === null || isNotFound(quote.error)) {
    body = <InlineAlert tone="critical">{t('configurator.quoteNotFound')}</InlineAlert>;
  } else if (quote.data && !canEditRecord(quote.data.status, me.data)) {
    body = <InlineAlert tone="info">{t('configurator.notEditable')}</InlineAlert>;
  } else if (catalogue.isError || quote.isError) {
    body = (
      <InlineAlert tone="critical">
        <Stack gap="sm" align="start">
          {t('configurator.loadFailed')}
          <Button
            variant="secondary"
            size="sm"
            onPress={() => void Promise.all([catalogue.refetch(), quote.refetch()])}
          >
            {t('configurator.retry')}
          </Button>
        </Stack>
      </InlineAlert>
    );
  } else if (!catalogue.data || !quote.data || (copyId !== null && copy.isPending)) {
    body = <Skeleton shape="block" height="24rem" />;
  } else if (!catalogue.data.models.some((model) => model.active)) {
    body = (
      <EmptyState
        title={t('configurator.noModels')}
        description={t('configurator.noModelsText')}
        headingLevel={2}
      />
    );
  } else {
    body = (
      <Stack gap="lg">
        {copy.isError ? <InlineAlert tone="info">{t('configurator.copyFailed')}</InlineAlert> : null}
        <Configurator
          // A copy of another item starts again from that item's door.
          key={copyId ?? 'new'}
          catalogue={catalogue.data}
          quote={quote.data}
          initial={copy.data ? draftOf(copy.data.configuration) : emptyDraft}
        />
      </Stack>
    );
  }

  return (
    <Page title={title} description={t('configurator.description')} actions={back}>
      {body}
    </Page>
  );
}

/** `value` once it has stayed the same for `delay` ms (compared by its JSON: a new equal object is no change). */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is `value`
  }, [key, delay]);
  return settled;
}

/** What `POST /orders/{id}/doors` refused, for the configuration it was sent. */
interface Refusal {
  sent: string;
  errors: readonly FieldError[];
}

function Configurator({
  catalogue,
  quote,
  initial,
}: {
  catalogue: Catalogue;
  quote: OrderDetails;
  initial: DoorDraft;
}) {
  const { t, i18n } = useTranslation(['prices', 'common']);
  const language = i18n.language;
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const addDoor = useAddDoor();

  const configuration = useMemo(() => configurationOf(draft), [draft]);
  const asked = useSettled(configuration, CHECK_DELAY_MS);
  const check = useConfigurationCheck(asked, quote.id);
  const answer = check.data;
  const current = JSON.stringify(configuration);
  // The answer on screen is for what is typed: not one kept from a former configuration, nor one
  // asked before the last change.
  const upToDate =
    configuration !== null && answer !== undefined && JSON.stringify(answer.configuration) === current;

  // The versions' prices of the options, from the version the server prices from (before its first
  // answer, the one in force).
  const lists = usePriceLists();
  const inForce = lists.data ? defaultVersion(pickableVersions(lists.data, false)) : null;
  const versionId = answer?.versionId ?? inForce?.version.id ?? null;
  const version = usePriceVersion(versionId);
  const optionPrices = useMemo(
    () => new Map((version.data?.options ?? []).map((entry) => [entry.optionId, entry.price])),
    [version.data],
  );

  const model = catalogue.models.find((one) => one.id === draft.modelId) ?? null;
  const sent = answer?.configuration ?? null;
  const refused = refusal && refusal.sent === current ? refusal.errors : [];
  // A field emptied since shows no problem of the last answer.
  const problems = configuration && answer ? answer.problems : [];
  // In the reader's language (`serverText`): worked out at each render, as the texts may change.
  const places = sent ? problemsByPlace(problems, sent, catalogue, serverText) : new Map<string, string[]>();
  // What adding refused is shown beside its field, a required group's under the group itself.
  if (configuration)
    for (const [place, messages] of problemsByPlace(refused, configuration, catalogue, serverText)) {
      const at = place.replace(/^required\./, 'group.');
      places.set(at, [...new Set([...(places.get(at) ?? []), ...messages])]);
    }

  const optionNaming = (optionId: number) => {
    const option = catalogue.options.find((one) => one.id === optionId);
    const group = option && catalogue.groups.find((one) => one.id === option.groupId);
    return option && group
      ? { group: nameOf(group.names, language), option: nameOf(option.names, language) }
      : undefined;
  };
  const stillToChoose = [...places.keys()]
    .filter((place) => place.startsWith('required.'))
    .map((place) => catalogue.groups.find((group) => `required.${group.id}` === place))
    .flatMap((group) => (group ? [nameOf(group.names, language)] : []));

  const missing = missingOf(draft);
  let state: PriceBreakdownState = 'ready';
  let unavailableText: string | undefined;
  if (missing) {
    state = 'unavailable';
    unavailableText = t(`configurator.missing.${missing}`);
  } else if (check.isError && !answer) {
    state = 'unavailable';
    unavailableText = t('configurator.checkFailed');
  } else if (!answer) {
    state = 'unavailable';
    unavailableText = t('configurator.checking');
  } else if (!upToDate) {
    state = answer.breakdown ? 'updating' : 'unavailable';
    unavailableText = t('configurator.checking');
  } else if (!answer.breakdown) {
    state = 'unavailable';
    unavailableText =
      [...places.keys()].every((place) => place.startsWith('required.')) && stillToChoose.length > 0
        ? t('configurator.stillToChoose', { groups: stillToChoose.join(', ') })
        : t('configurator.fixProblems');
  }
  const canAdd =
    upToDate && answer.problems.length === 0 && answer.breakdown !== null && refused.length === 0;

  const change = (next: DoorDraft) => {
    setFailure(null);
    setDraft(next);
  };
  const add = async () => {
    if (!configuration) return;
    setFailure(null);
    try {
      await addDoor.mutateAsync({ quoteId: quote.id, configuration });
      toast.success(t('configurator.added'));
      await navigate(`/quotes/${quote.id}/items`);
    } catch (error) {
      const message = explainError(t, error);
      if (error instanceof HttpError && error.status === 400 && error.error.length > 0)
        setRefusal({ sent: JSON.stringify(configuration), errors: error.error });
      setFailure(message);
      toast.error(message);
    }
  };

  const others = places.get('other') ?? [];
  return (
    <div className={styles.layout}>
      <Stack gap="xl">
        <div className={pictureStyles.chosen}>
          <div className={pictureStyles.chosenPicker}>
            <ModelPicker
              catalogue={catalogue}
              modelId={draft.modelId}
              onChange={(id) => {
                const chosen = catalogue.models.find((one) => one.id === id);
                if (chosen && chosen.id !== draft.modelId) change(withModel(draft, chosen, catalogue));
              }}
              errorMessage={places.get('modelId')?.join(' ')}
            />
          </div>
          {model ? <ModelThumbnail model={model} name={nameOf(model.names, language)} size="large" /> : null}
        </div>
        {model ? (
          <>
            <DoorSize model={model} draft={draft} onChange={change} messages={places} />
            <DoorOpening model={model} draft={draft} onChange={change} messages={places} />
            <DoorOptions
              catalogue={catalogue}
              modelId={model.id}
              draft={draft}
              onChange={change}
              states={configuration ? answer?.options : undefined}
              prices={optionPrices}
              messages={places}
              size={sent ? { width: sent.width, height: sent.height } : null}
            />
          </>
        ) : null}
      </Stack>
      <div className={styles.aside}>
        <DoorBreakdown
          breakdown={answer?.breakdown ?? null}
          optionNaming={optionNaming}
          state={state}
          unavailableText={unavailableText}
        />
        {check.isError && !check.isFetching ? (
          <InlineAlert tone="critical">
            <Stack gap="sm" align="start">
              {t('configurator.checkFailed')}
              <Button variant="secondary" size="sm" onPress={() => void check.refetch()}>
                {t('configurator.retry')}
              </Button>
            </Stack>
          </InlineAlert>
        ) : null}
        {others.length > 0 ? <InlineAlert tone="critical">{others.join(' ')}</InlineAlert> : null}
        {failure ? <InlineAlert tone="critical">{failure}</InlineAlert> : null}
        <Button
          onPress={() => void add()}
          isDisabled={!canAdd || addDoor.isPending}
          isPending={addDoor.isPending}
        >
          {t('configurator.add')}
        </Button>
      </div>
    </div>
  );
}
