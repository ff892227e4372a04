// Stylelint for src/**/*.css (`npm run lint`): the standard rules, and raw colours only in the tokens file, so that
// the look stays declared once (docs/architecture.md, "The style layer").
/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard'],
  rules: {
    // Outside src/styles/tokens.css a colour is a token: var(--color-…), var(--tint-…), var(--gradient-…).
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'color-mix'],
    // BEM names (block__element--modifier), as every stylesheet here writes them; the standard allows kebab-case only.
    'selector-class-pattern': ['^[a-z][a-z0-9]*(-[a-z0-9]+)*(__[a-z0-9]+(-[a-z0-9]+)*)?(--[a-z0-9]+(-[a-z0-9]+)*)?$', { message: 'Expected a BEM class name (block__element--modifier)' }],
    // min-width/max-width, not the range syntax (width >= …): phones older than Safari 16.4 would ignore those layouts.
    'media-feature-range-notation': 'prefix',
  },
  overrides: [
    {
      files: ['src/styles/tokens.css'],
      rules: { 'color-no-hex': null, 'color-named': null, 'function-disallowed-list': null },
    },
  ],
};
