import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

/**
 * Storybook's own UI in Doorline's colours (the light theme's tokens, design-system/src/themes/
 * themes.css.ts) with the Doorline mark (`public/doorline-logo.svg`); see docs/decisions.md,
 * "Issue 29: for designers (Storybook)".
 */
const doorline = create({
  base: 'light',
  brandTitle: 'Doorline design system',
  brandUrl: './?path=/docs/introduction--docs',
  brandImage: './doorline-logo.svg',
  brandTarget: '_self',

  colorPrimary: '#1d4ed8',
  colorSecondary: '#1d4ed8',

  appBg: '#fafafa',
  appContentBg: '#ffffff',
  appPreviewBg: '#ffffff',
  appBorderColor: '#e4e4e7',
  appBorderRadius: 6,

  fontBase: "'Inter Variable', Inter, system-ui, sans-serif",
  fontCode: "ui-monospace, 'SFMono-Regular', Menlo, monospace",

  textColor: '#18181b',
  textInverseColor: '#ffffff',
  textMutedColor: '#5b5b64',

  barTextColor: '#5b5b64',
  barSelectedColor: '#1d4ed8',
  barHoverColor: '#1e40af',
  barBg: '#ffffff',

  inputBg: '#ffffff',
  inputBorder: '#d4d4d8',
  inputTextColor: '#18181b',
  inputBorderRadius: 6,
});

addons.setConfig({ theme: doorline });
