import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withLazyGlobalCss, withStepsAhead } from './chakra-system';

const source = readFileSync(
  fileURLToPath(import.meta.resolve('@chakra-ui/react')).replace(
    /index\.js$/,
    'styled-system/system.js',
  ),
  'utf8',
);

describe("Chakra's system with its global CSS made on first use", () => {
  it("is made from this Chakra's createSystem", () => {
    const lazy = withLazyGlobalCss(source);
    expect(lazy).not.toContain('const _global = [');
    expect(lazy).toContain('let _global;');
    expect(lazy).toMatch(/get _global\(\) \{\s*return \(_global \?\?= \[getPreflightCss\(\)/);
  });

  it('stops the build on a createSystem it does not know', () => {
    expect(() => withLazyGlobalCss(source.replace('const _global =', 'const globalCss ='))).toThrow(
      /no longer builds _global/,
    );
  });
});

describe("Chakra's system built in steps", () => {
  it("takes this Chakra's merge and token dictionary ahead, and uses them once", () => {
    const steps = withStepsAhead(source);
    expect(steps).toContain('createSystem.mergeAhead = (...configs) =>');
    expect(steps).toContain('createSystem.tokensAhead = () =>');
    expect(steps).toContain('const config = steps?.config ?? mergeConfigs(...configs);');
    expect(steps).toContain('const tokens = steps?.tokens ?? createTokenDictionary({');
    expect(steps.match(/mergeConfigs\(\.\.\.configs\)/g)).toHaveLength(2);
  });

  it('stops the build on a createSystem it does not know', () => {
    expect(() =>
      withStepsAhead(
        source.replace(
          'const tokens = createTokenDictionary',
          'const dictionary = createTokenDictionary',
        ),
      ),
    ).toThrow(/no longer merges and builds tokens/);
  });
});
