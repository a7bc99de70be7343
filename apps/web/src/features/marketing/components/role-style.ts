// Colours and gradients of the two audiences (business teal, creator pink) as the marketing pages use them.
// Mantine's CSSProperties takes CSS variables ('--accent-text-light') as well as properties.
import type { CSSProperties, MantineColor, MantineGradient } from '@mantine/core';
import { roleColor } from '#web/lib/role-color';

export type Audience = keyof typeof roleColor;

interface RoleStyle {
  color: MantineColor;
  /** Buttons and icons with white text: dark shades keep the contrast at 4.5:1 or more. */
  gradient: MantineGradient;
  /** Large heading text only (3:1 is enough there). */
  textGradient: MantineGradient;
  /** Full-bleed panels with white text. */
  panelBackground: string;
  /** CSS variables for the soft glow behind a hero. */
  heroGlow: CSSProperties;
  /** CSS variables for the `accentText` class. */
  accentText: CSSProperties;
}

function accentText(color: MantineColor): CSSProperties {
  return {
    '--accent-text-light': `var(--mantine-color-${color}-9)`,
    '--accent-text-dark': `var(--mantine-color-${color}-4)`,
  };
}

function glow(a: string, b: string): CSSProperties {
  return {
    '--hero-glow-a': `var(--mantine-color-${a}-light)`,
    '--hero-glow-b': `var(--mantine-color-${b}-light)`,
  };
}

export const roleStyle: Record<Audience, RoleStyle> = {
  smb: {
    color: roleColor.smb,
    gradient: { from: 'teal.9', to: 'cyan.9', deg: 135 },
    textGradient: { from: 'teal.7', to: 'cyan.7', deg: 90 },
    panelBackground: 'linear-gradient(135deg, var(--mantine-color-teal-9), var(--mantine-color-cyan-9))',
    heroGlow: glow('teal', 'cyan'),
    accentText: accentText(roleColor.smb),
  },
  influencer: {
    color: roleColor.influencer,
    gradient: { from: 'pink.8', to: 'grape.9', deg: 135 },
    textGradient: { from: 'pink.7', to: 'grape.7', deg: 90 },
    panelBackground: 'linear-gradient(135deg, var(--mantine-color-pink-8), var(--mantine-color-grape-9))',
    heroGlow: glow('pink', 'grape'),
    accentText: accentText(roleColor.influencer),
  },
};

/** Background for the illustrative "media" area of a sample post, from two Mantine colour names. */
export function mediaBackground(from: MantineColor, to: MantineColor): string {
  return `linear-gradient(135deg, var(--mantine-color-${from}-6), var(--mantine-color-${to}-8))`;
}
