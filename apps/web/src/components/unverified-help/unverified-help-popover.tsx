// The Unverified explanation's popover (unverified-help.tsx), loaded when its button is first pointed at or pressed
// (issue 31: Mantine's Popover and floating-ui are not part of the pages' first download).
import { Popover, Text } from '@mantine/core';
import type { LazyMenuControl } from '../lazy-menu';

export function UnverifiedHelpPopover({ opened, onChange, target, text }: LazyMenuControl & { text: string }) {
  return (
    <Popover opened={opened} onChange={onChange} width={300} position="bottom" withArrow shadow="md">
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{text}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
