// The fallback when a page fails to render or its code fails to load (B2): the message, and a way home.
import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { routeErrorTitle } from '@microreach/domain/messages';
import { paths } from '@microreach/domain/paths';
import { Component, type ReactNode } from 'react';

export function RouteErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="sm" maw={560}>
        <Title order={1} ta="center">
          {routeErrorTitle}
        </Title>
        <Code block>{detail}</Code>
        <Text c="dimmed" size="sm" ta="center">
          Something went wrong on this page. Reload it, or go back home.
        </Text>
        <Button component="a" href={paths.home} variant="light">
          Return to Home
        </Button>
      </Stack>
    </Center>
  );
}

interface BoundaryProps {
  /** The error page shows until this changes (the address): another page is tried afresh. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

/** Shows RouteErrorPage in place of pages that threw while rendering, until `resetKey` changes. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: null, resetKey: props.resetKey };
  }

  render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
