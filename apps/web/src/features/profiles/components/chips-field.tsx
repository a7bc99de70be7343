// A labelled group of toggle chips for a list of options (niches, content types, industries): each chip is a
// checkbox, so Tab and Space work, and the group is named by its label.
import { Chip, Group, Input, type MantineColor, Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export function ChipsField({
  label,
  description,
  options,
  color,
  defaultValue,
  value,
  onChange,
  error,
}: {
  label: string;
  description?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The checked chips' colour; the theme's primary colour by default. */
  color?: MantineColor;
  /** Uncontrolled (the form's getInputProps) or controlled. */
  defaultValue?: string[];
  value?: string[];
  onChange: (value: string[]) => void;
  error?: ReactNode;
}) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  return (
    <Stack
      gap={6}
      role="group"
      aria-labelledby={labelId}
      aria-invalid={error ? true : undefined}
      aria-describedby={[description ? descriptionId : '', error ? errorId : ''].join(' ').trim() || undefined}
    >
      <div>
        <Text id={labelId} fw={500} size="sm">
          {label}
        </Text>
        {description && (
          <Text id={descriptionId} size="xs" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      <Chip.Group multiple defaultValue={defaultValue} value={value} onChange={onChange}>
        <Group gap={8}>
          {options.map((option) => (
            <Chip key={option.value} value={option.value} variant="outline" color={color}>
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Stack>
  );
}
