/**
 * The look's colours are declared once, in src/styles/tokens.css: stylelint.config.mjs refuses a raw colour (hex,
 * named, rgb()/hsl()) in any other stylesheet. These tests lint small snippets placed virtually at a path and
 * check that the rule fires outside the tokens file, and that a token or the tokens file itself passes.
 */
import path from 'node:path';
import stylelint from 'stylelint';
import { describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

async function findings(filePath: string, code: string): Promise<string[]> {
  const { results } = await stylelint.lint({ code, codeFilename: path.join(root, filePath), cwd: root });
  return (results[0]?.warnings ?? []).map((warning) => warning.rule);
}

describe('colours are tokens (stylelint.config.mjs)', { timeout: 60_000 }, () => {
  test.each([
    ['a hex colour', '.probe {\n  color: #fff;\n}\n', 'color-no-hex'],
    ['a named colour', '.probe {\n  color: white;\n}\n', 'color-named'],
    ['an rgb() colour', '.probe {\n  background: rgb(0 0 0 / 35%);\n}\n', 'function-disallowed-list'],
    ['an hsl() colour', '.probe {\n  background: hsl(0deg 0% 100%);\n}\n', 'function-disallowed-list'],
  ])('%s in a component stylesheet is refused', async (_, code, rule) => {
    expect(await findings('src/components/Probe.css', code)).toEqual([rule]);
  });

  test('a token in a component stylesheet passes', async () => {
    expect(await findings('src/components/Probe.css', '.probe {\n  color: var(--color-white);\n}\n')).toEqual([]);
  });

  test('the tokens file may define raw colours', async () => {
    const tokens = ':root {\n  --color-white: #fff;\n  --tint-black-35: rgb(0 0 0 / 35%);\n}\n';
    expect(await findings('src/styles/tokens.css', tokens)).toEqual([]);
  });
});
