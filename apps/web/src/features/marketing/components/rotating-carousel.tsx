import { ActionIcon, Box, Group } from '@mantine/core';
import { CAROUSEL_INTERVAL_MS } from '@microreach/domain/constants';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useAutoRotate } from '../hooks/use-auto-rotate';
import { CarouselDots } from './carousel-dots';
import classes from './marketing.module.css';
import type { Audience } from './role-style';

interface RotatingCarouselProps<T extends { id: string }> {
  items: T[];
  renderSlide: (item: T) => ReactNode;
  /** Names the carousel, e.g. "Sample creator content". */
  label: string;
  /** Accessible name of each dot button. */
  getDotLabel: (position: number, count: number) => string;
  audience: Audience;
  hasArrows?: boolean;
}

/**
 * A carousel that advances every CAROUSEL_INTERVAL_MS (B9). It stops when the user picks a slide or
 * when the pointer or keyboard focus enters it, and starts again with a full interval when the pointer
 * leaves (B2). Hidden slides are inert so Tab never lands on something off-screen.
 */
export function RotatingCarousel<T extends { id: string }>({
  items,
  renderSlide,
  label,
  getDotLabel,
  audience,
  hasArrows = false,
}: RotatingCarouselProps<T>) {
  const { index, goTo, pause, resume, isPlaying } = useAutoRotate(items.length, CAROUSEL_INTERVAL_MS);
  const dots = (
    <CarouselDots
      slideIds={items.map((item) => item.id)}
      activeIndex={index}
      onSelect={goTo}
      getLabel={getDotLabel}
      groupLabel={`Choose a slide of ${label}`}
      audience={audience}
    />
  );

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
    >
      <div className={classes.viewport}>
        {/* Announce slide changes only when the user caused them, never on every autoplay tick. */}
        <div
          className={classes.track}
          aria-live={isPlaying ? 'off' : 'polite'}
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {items.map((item, position) => (
            <div
              key={item.id}
              className={classes.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${items.length}`}
              aria-hidden={position !== index}
              inert={position !== index}
            >
              {renderSlide(item)}
            </div>
          ))}
        </div>
      </div>
      {hasArrows ? (
        <Group justify="space-between" mt="md" wrap="nowrap">
          <ActionIcon
            variant="default"
            radius="xl"
            size="lg"
            aria-label="Previous slide"
            onClick={() => goTo(index - 1)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          {dots}
          <ActionIcon variant="default" radius="xl" size="lg" aria-label="Next slide" onClick={() => goTo(index + 1)}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ) : (
        <Box mt="md">{dots}</Box>
      )}
    </Box>
  );
}
