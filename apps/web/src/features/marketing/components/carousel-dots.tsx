import { type CSSProperties, Group, UnstyledButton } from '@mantine/core';
import classes from './marketing.module.css';
import { type Audience, roleStyle } from './role-style';

interface CarouselDotsProps {
  /** One stable id per slide (used as React keys). */
  slideIds: string[];
  activeIndex: number;
  onSelect: (index: number) => void;
  /** Accessible name of each dot, e.g. "Show creator type 2 of 4". */
  getLabel: (position: number, count: number) => string;
  /** Names the group of dots. */
  groupLabel: string;
  audience: Audience;
}

export function CarouselDots({ slideIds, activeIndex, onSelect, getLabel, groupLabel, audience }: CarouselDotsProps) {
  const activeColor: CSSProperties = { '--dot-active-color': `var(--mantine-color-${roleStyle[audience].color}-6)` };
  return (
    <Group gap={4} justify="center" role="group" aria-label={groupLabel} style={activeColor}>
      {slideIds.map((id, index) => (
        <UnstyledButton
          key={id}
          className={classes.dot}
          aria-label={getLabel(index + 1, slideIds.length)}
          aria-pressed={index === activeIndex}
          onClick={() => onSelect(index)}
        >
          <span className={classes.dotMark} />
        </UnstyledButton>
      ))}
    </Group>
  );
}
