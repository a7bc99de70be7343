import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(merged).light as Record<string, string>;
const WHITE = '#ffffff';
const BLACK = '#000000';
const gray = merged.colors.gray;

/** The palettes the app draws with (the role colours, badge and status colours, landing-page accents). */
const USED = ['teal', 'pink', 'red', 'gray', 'green', 'yellow', 'orange', 'blue', 'grape', 'cyan', 'lime', 'violet'];

describe('theme colours read at WCAG AA (4.5:1)', () => {
  it.each(USED)('%s: text on white and on the gray-0 page, outline the same', (name) => {
    const text = light[`--mantine-color-${name}-text`]!;
    expect(contrastRatio(text, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(text, gray[0])).toBeGreaterThanOrEqual(4.5);
    expect(light[`--mantine-color-${name}-outline`]).toBe(text);
  });

  it.each(USED)('%s: filled components write white or black, whichever reads on the fill', (name) => {
    const fill = light[`--mantine-color-${name}-filled`]!;
    const resolved = merged.variantColorResolver({ color: name, theme: merged, variant: 'filled' });
    const textColor = resolved.color === 'var(--mantine-color-white)' || resolved.color === WHITE ? WHITE : BLACK;
    expect(contrastRatio(textColor, fill)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(USED)('%s: the light variant reads on its background and its hover background', (name) => {
    const palette = merged.colors[name]!;
    const text = light[`--mantine-color-${name}-light-color`]!;
    expect(contrastRatio(text, palette[1])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(text, palette[2])).toBeGreaterThanOrEqual(4.5);
  });

  it('dimmed text (gray-6) reads on white, the page, and the teal and pink role tints', () => {
    for (const background of [WHITE, gray[0], gray[1], merged.colors.teal[0], merged.colors.pink[0]]) {
      expect(contrastRatio(gray[6], background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps each colour in its own palette where a shade reads: business teal and creator pink stay themselves', () => {
    expect(light['--mantine-color-teal-filled']).toBe(merged.colors.teal[9]);
    expect(light['--mantine-color-pink-filled']).toBe(merged.colors.pink[7]);
    expect(light['--mantine-color-pink-text']).toBe(merged.colors.pink[8]);
    // Spec badge colours: Live green and Draft amber keep their bright fill with black text; Paused red gets white.
    expect(light['--mantine-color-green-filled']).toBe(merged.colors.green[6]);
    expect(light['--mantine-color-yellow-filled']).toBe(merged.colors.yellow[6]);
    expect(light['--mantine-color-red-filled']).toBe(merged.colors.red[8]);
    expect(light['--mantine-color-gray-filled']).toBe(gray[6]);
  });
});
