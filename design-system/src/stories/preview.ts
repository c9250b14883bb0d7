// The stories' one factory: every story file makes its meta with `preview.meta({ … })` and each story
// with `meta.story({ … })` (Storybook's CSF factories), typed from the component and the preview,
// with no default export or `Story` type of its own (docs/decisions.md "Issue 41: copies"). The
// preview itself, its decorators, parameters and addons, is the Storybook's: `.storybook/preview.tsx`.
export { default } from '../../../.storybook/preview';
