import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { vars } from '../themes/contract.css';
import { darkTheme, lightTheme } from '../themes/themes.css';
import * as styles from './TokenTables.css';

// The themes export only class names, so values are read from the custom properties at runtime.
const themes = [
  { name: 'Light', className: lightTheme },
  { name: 'Dark', className: darkTheme },
] as const;

/** `var(--color-accent__1x2y3z)` -> `--color-accent__1x2y3z`. */
function customPropertyName(reference: string): string {
  return /var\((--[^),\s]+)/.exec(reference)?.[1] ?? reference;
}

function entries(group: Record<string, string>): Array<[name: string, reference: string]> {
  return Object.entries(group);
}

/**
 * The value of `reference` in the theme `themeClass`, read from a hidden probe element: the probe
 * carries the class itself, so the value is there before the ThemeProvider marks `<html>`.
 */
function TokenValue({ reference, themeClass }: { reference: string; themeClass: string }) {
  const probe = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState('');
  useLayoutEffect(() => {
    if (probe.current) {
      setValue(getComputedStyle(probe.current).getPropertyValue(customPropertyName(reference)).trim());
    }
  }, [reference, themeClass]);
  return (
    <>
      <span ref={probe} className={themeClass} hidden />
      <span className={styles.value}>{value}</span>
    </>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.group} aria-label={title}>
      <h2 className={styles.groupTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** A table's head row: one column header per label. */
function HeadRow({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className={styles.headCell}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A table's row: the token's name, then its cells. */
function TokenRow({ name, children }: { name: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row" className={`${styles.cell} ${styles.tokenName}`}>
        {name}
      </th>
      {children}
    </tr>
  );
}

interface TokenGroupProps {
  title: string;
  caption: string;
  tokens: Array<[string, string]>;
  render: (reference: string) => ReactNode;
}

/** A group of tokens whose values differ by theme: both themes side by side, each drawn by `render`. */
function ThemedTokens({ title, caption, tokens, render }: TokenGroupProps) {
  return (
    <Group title={title}>
      <table className={styles.table} aria-label={caption}>
        <HeadRow labels={['Token', ...themes.map((theme) => theme.name)]} />
        <tbody>
          {tokens.map(([name, reference]) => (
            <TokenRow key={name} name={name}>
              {themes.map((theme) => (
                <td key={theme.name} className={`${theme.className} ${styles.themedCell}`}>
                  <div className={styles.swatchRow}>
                    {render(reference)}
                    <TokenValue reference={reference} themeClass={theme.className} />
                  </div>
                </td>
              ))}
            </TokenRow>
          ))}
        </tbody>
      </table>
    </Group>
  );
}

export function ColorTokens() {
  return (
    <ThemedTokens
      title="Colour"
      caption="Colour tokens in the light and dark themes"
      tokens={entries(vars.color)}
      render={(reference) => (
        <span className={styles.swatch} style={{ background: reference }} data-docs-sample="colour" />
      )}
    />
  );
}

export function ShadowTokens() {
  return (
    <ThemedTokens
      title="Shadow"
      caption="Shadow tokens in the light and dark themes"
      tokens={entries(vars.shadow)}
      render={(reference) => (
        <span className={styles.shadowCell}>
          <span className={styles.shadowBox} style={{ boxShadow: reference }} data-docs-sample="shadow" />
        </span>
      )}
    />
  );
}

/** A table of tokens the two themes share, with a sample drawn by `render`. */
function SharedTable({ caption, tokens, render }: Omit<TokenGroupProps, 'title'>) {
  return (
    <table className={styles.table} aria-label={caption}>
      <HeadRow labels={['Token', 'Value', 'Sample']} />
      <tbody>
        {tokens.map(([name, reference]) => (
          <TokenRow key={name} name={name}>
            <td className={styles.cell}>
              <TokenValue reference={reference} themeClass={lightTheme} />
            </td>
            <td className={styles.cell} style={{ width: '55%' }}>
              {render(reference)}
            </td>
          </TokenRow>
        ))}
      </tbody>
    </table>
  );
}

/** A group of one shared scale: its table, each token drawn by `render`. */
function ScaleTokens({ title, ...table }: TokenGroupProps) {
  return (
    <Group title={title}>
      <SharedTable {...table} />
    </Group>
  );
}

/**
 * A length drawn as a bar that long (spacing, sizes). Samples carry `data-docs-sample`: the docs
 * pages' test fails on one without height or paint (.storybook/docs-pages.test.ts).
 */
const bar = (reference: string) => (
  <div className={styles.bar} style={{ width: reference }} data-docs-sample="length" />
);

const typeSampleText = 'Quote #1042 for Oakline Doors';

/** The type tokens' tables, each token drawn as `text` with the token as its `property`. */
const typeTables: Array<{
  caption: string;
  tokens: Array<[string, string]>;
  property: 'fontSize' | 'fontWeight' | 'lineHeight' | 'fontFamily';
  text: string;
  className?: string;
}> = [
  { caption: 'Font sizes', tokens: entries(vars.fontSize), property: 'fontSize', text: typeSampleText },
  { caption: 'Font weights', tokens: entries(vars.fontWeight), property: 'fontWeight', text: typeSampleText },
  {
    caption: 'Line heights',
    tokens: entries(vars.lineHeight),
    property: 'lineHeight',
    text: 'Doors, frames and hardware for every dealer, two lines of sample text.',
    className: styles.lineHeightSample,
  },
  {
    caption: 'Font families',
    tokens: entries(vars.font),
    property: 'fontFamily',
    text: 'Transaction # 0042',
  },
];

export function SpaceTokens() {
  return <ScaleTokens title="Spacing" caption="Spacing scale" tokens={entries(vars.space)} render={bar} />;
}

export function TypeTokens() {
  return (
    <Group title="Type">
      {typeTables.map(({ caption, tokens, property, text, className = styles.typeSample }) => (
        <SharedTable
          key={caption}
          caption={caption}
          tokens={tokens}
          render={(reference) => (
            <p className={className} style={{ [property]: reference }}>
              {text}
            </p>
          )}
        />
      ))}
    </Group>
  );
}

export function SizeTokens() {
  return (
    <ScaleTokens title="Size" caption="Control and shell sizes" tokens={entries(vars.size)} render={bar} />
  );
}

export function RadiusTokens() {
  return (
    <ScaleTokens
      title="Radius"
      caption="Corner radii"
      tokens={entries(vars.radius)}
      render={(reference) => (
        <div className={styles.radiusBox} style={{ borderRadius: reference }} data-docs-sample="radius" />
      )}
    />
  );
}

/** Every token group: colours and shadows in both themes side by side, then the shared scales. */
export function TokenTables() {
  return (
    <div className={styles.stack}>
      <ColorTokens />
      <SpaceTokens />
      <SizeTokens />
      <TypeTokens />
      <RadiusTokens />
      <ShadowTokens />
    </div>
  );
}
