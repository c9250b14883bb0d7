import { doorHands, doorSwings, type ProductModel, type SizeRange } from '@doorline/api-client';
import { Radio, RadioGroup, Section, SizeField, Stack } from '@doorline/design-system';
import { useTranslation } from '@/lib/i18n';
import { leavesWidth, messageAt, type DoorDraft } from '../lib/door-draft';
import * as styles from '../configurator.css';

interface DraftProps {
  model: ProductModel;
  draft: DoorDraft;
  onChange: (draft: DoorDraft) => void;
  /** The server's problems by place (`placeOf`), in the reader's language. */
  messages: ReadonlyMap<string, readonly string[]>;
}

/**
 * The door's size in millimetres, within the model's rule, which each field's description states:
 * width and height, or for a door of several leaves each leaf's width and the width they make
 * together (shown, not typed: the server requires the sum). What is typed stays as typed; the
 * server's problem shows under its field.
 */
export function DoorSize({ model, draft, onChange, messages }: DraftProps) {
  const { t } = useTranslation('prices');
  const rule = model.sizeRule;
  const range = (size: SizeRange) => t('configurator.range', { ...size });
  const field = (size: SizeRange) => ({
    min: size.min,
    max: size.max,
    step: size.step,
    unit: t('configurator.mm'),
  });
  const leaves = rule.leaves ?? [];
  return (
    <Section title={t('configurator.size')} headingLevel={2}>
      <div className={styles.sizes}>
        {leaves.length === 0 ? (
          <SizeField
            label={t('configurator.width')}
            {...field(rule.width)}
            description={range(rule.width)}
            value={draft.width}
            onChange={(width) => onChange({ ...draft, width })}
            errorMessage={messageAt(messages, 'width')}
            isRequired
          />
        ) : (
          <>
            {leaves.map((leaf, index) => (
              <SizeField
                key={index}
                label={t('configurator.leafWidth', { number: index + 1 })}
                {...field(leaf)}
                description={range(leaf)}
                value={draft.leafWidths[index] ?? null}
                onChange={(width) =>
                  onChange({
                    ...draft,
                    leafWidths: draft.leafWidths.map((one, at) => (at === index ? width : one)),
                  })
                }
                errorMessage={messageAt(messages, `leafWidths.${index}`)}
                isRequired
              />
            ))}
            <SizeField
              label={t('configurator.totalWidth')}
              {...field(rule.width)}
              description={range(rule.width)}
              value={leavesWidth(draft)}
              isReadOnly
              errorMessage={messageAt(messages, 'width')}
            />
          </>
        )}
        <SizeField
          label={t('configurator.height')}
          {...field(rule.height)}
          description={range(rule.height)}
          value={draft.height}
          onChange={(height) => onChange({ ...draft, height })}
          errorMessage={messageAt(messages, 'height')}
          isRequired
        />
      </div>
    </Section>
  );
}

/** The hand and the swing, each only as the model is made. */
export function DoorOpening({ model, draft, onChange, messages }: DraftProps) {
  const { t } = useTranslation('prices');
  return (
    <Section title={t('configurator.opening')} headingLevel={2}>
      <Stack gap="md">
        <RadioGroup
          label={t('configurator.hand')}
          orientation="horizontal"
          value={draft.hand}
          onChange={(hand) => onChange({ ...draft, hand: hand as DoorDraft['hand'] })}
          errorMessage={messageAt(messages, 'hand')}
          isRequired
        >
          {doorHands
            .filter((hand) => model.hands.includes(hand))
            .map((hand) => (
              <Radio key={hand} value={hand}>
                {t(`configurator.hands.${hand}`)}
              </Radio>
            ))}
        </RadioGroup>
        <RadioGroup
          label={t('configurator.swing')}
          orientation="horizontal"
          value={draft.swing}
          onChange={(swing) => onChange({ ...draft, swing: swing as DoorDraft['swing'] })}
          errorMessage={messageAt(messages, 'swing')}
          isRequired
        >
          {doorSwings
            .filter((swing) => model.swings.includes(swing))
            .map((swing) => (
              <Radio key={swing} value={swing}>
                {t(`configurator.swings.${swing}`)}
              </Radio>
            ))}
        </RadioGroup>
      </Stack>
    </Section>
  );
}
