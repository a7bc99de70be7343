// The Mantine theme: brand colours, and colours that read. Mantine's stock shades put white text on fills and coloured
// text on white at 2.5:1 to 4:1 (teal-6 with white 2.55:1, dimmed gray-6 on white 3.32:1, teal-9 on a teal-1 badge
// 4.32:1); WCAG 2.1 AA asks 4.5:1. So every colour keeps its hue and each use of it takes the first shade of its own
// palette that reaches 4.5:1 where it is drawn (cssVariablesResolver below), darkened a little where none does.
import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  defaultVariantColorsResolver,
  luminance,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/** WCAG 2.1 AA for text (1.4.3): 4.5:1. */
const MIN_CONTRAST = 4.5;
const WHITE = '#ffffff';
const BLACK = '#000000';

/** WCAG contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function readsOn(color: string, backgrounds: readonly string[]): boolean {
  return backgrounds.every((background) => contrastRatio(color, background) >= MIN_CONTRAST);
}

function toHex(rgba: string): string {
  const [r, g, b] = (rgba.match(/\d+/g) ?? []).map(Number);
  return `#${[r, g, b].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

/** `color` darkened in small steps until it reads on every background. */
function darkenUntilReadable(color: string, backgrounds: readonly string[]): string {
  for (let step = 1; step <= 50; step++) {
    const candidate = toHex(darken(color, step * 0.02));
    if (readsOn(candidate, backgrounds)) return candidate;
  }
  return BLACK;
}

/** The first of shades 6 to 9 of `palette` that reads on every background, else shade 9 darkened until it does. */
function readableShade(palette: MantineColorsTuple, backgrounds: readonly string[]): string {
  const shade = [6, 7, 8, 9].map((i) => palette[i]!).find((c) => readsOn(c, backgrounds));
  return shade ?? darkenUntilReadable(palette[9], backgrounds);
}

/**
 * Mantine's gray with shade 6 darkened from #868e96 to #666d75: shade 6 is the dimmed text colour (secondary text,
 * descriptions, labels) and the grey of Completed badges; on white it goes from 3.32:1 to 5.24:1, on the gray-0 page
 * background from 3.15:1 to 4.97:1, on the teal-0 and pink-0 role tints to 4.89:1 and 4.75:1.
 */
const [gray0, gray1, gray2, gray3, gray4, gray5, , gray7, gray8, gray9] = DEFAULT_THEME.colors.gray;
const gray: MantineColorsTuple = [gray0, gray1, gray2, gray3, gray4, gray5, '#666d75', gray7, gray8, gray9];

const colors = { ...DEFAULT_THEME.colors, gray };

/** What text is drawn on: cards and dialogs (white) and the signed-in page background (gray-0). */
const SURFACES = [WHITE, gray[0]];

interface ColorRoles {
  /** Text in the colour on the page: `c="teal"`, outline and subtle buttons and badges, links. */
  text: string;
  /** Solid fills (filled buttons and badges, active pagination) and the text on them. */
  filled: string;
  filledHover: string;
  filledText: string;
  /** Text of the light and subtle variants and of coloured menu items: on shade 1, and on shade 2 when hovered. */
  lightText: string;
}

function colorRoles(palette: MantineColorsTuple): ColorRoles {
  // A fill white text reads on; where the palette has none (green, lime, yellow, orange), shade 6 with black text.
  const whiteFill = [6, 7, 8, 9].find((i) => readsOn(WHITE, [palette[i]!]));
  const fill = whiteFill ?? 6;
  // Mantine writes the light variant in shade 9 on shade 1 (shade 2 when hovered); darker only where that fails.
  const lightBackgrounds = [palette[1], palette[2]];
  return {
    text: readableShade(palette, SURFACES),
    filled: palette[fill]!,
    filledHover: palette[Math.min(fill + 1, 9)]!,
    filledText: whiteFill === undefined ? BLACK : WHITE,
    lightText: readsOn(palette[9], lightBackgrounds) ? palette[9] : darkenUntilReadable(palette[9], lightBackgrounds),
  };
}

const roles = Object.fromEntries(Object.entries(colors).map(([name, palette]) => [name, colorRoles(palette)]));

/** The colour variables Mantine's components read, per palette, set to the readable shades (light scheme). */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-text)`,
    '--mantine-color-error': 'var(--mantine-color-red-text)',
  };
  for (const [name, role] of Object.entries(roles)) {
    light[`--mantine-color-${name}-text`] = role.text;
    light[`--mantine-color-${name}-outline`] = role.text;
    light[`--mantine-color-${name}-filled`] = role.filled;
    light[`--mantine-color-${name}-filled-hover`] = role.filledHover;
    light[`--mantine-color-${name}-light-color`] = role.lightText;
  }
  return { variables: {}, light, dark: {} };
};

/** Filled components put white or black text on their fill, whichever reads (Mantine always puts white). */
const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (input.variant !== 'filled') return resolved;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return resolved;
  const role = roles[parsed.color];
  if (!role) return resolved;
  if (parsed.shade === undefined) return { ...resolved, color: role.filledText };
  return { ...resolved, color: readsOn(WHITE, [parsed.value]) ? WHITE : BLACK };
};

export const theme = createTheme({
  colors,
  primaryColor: 'teal',
  variantColorResolver,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  // Component defaults as plain objects (what Component.extend returns): importing the components here would put
  // them, their focus traps and floating-ui into every page's first download (issue 15: initial JavaScript).
  components: {
    // Mantine's Badge upper-cases its text; badges show texts the spec quotes ('Selected: Business Account',
    // Business, Creator, campaign statuses), so they keep the casing they are written in.
    Badge: { styles: { root: { textTransform: 'none' } } },
    // Close buttons are icons: they need a name (axe button-name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    // Mantine puts a focusable role="presentation" placeholder first in every menu to hold the first focus; inside
    // role="menu" it is a child a menu may not have (axe aria-required-children). Without it the open menu takes focus
    // itself and the arrow keys move to the items.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});
