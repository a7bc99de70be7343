import { Center, Loader } from '@mantine/core';

/** What a page shows while its code loads. */
export function PageLoader() {
  return (
    <Center h="50vh" aria-busy="true">
      <Loader role="status" aria-label="Loading page" />
    </Center>
  );
}
