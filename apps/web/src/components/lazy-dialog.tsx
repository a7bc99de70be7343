// A dialog whose code (Mantine's Modal, its form and the form's schema) loads when it is first opened rather than with
// the page (issue 31: each page's first download). While it loads, a loader shows where the dialog will open.
import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { importOrReload } from '#web/lib/chunk-reload';
import { NESTED_DIALOG_Z_INDEX } from './dialog-layers';

function DialogLoader() {
  return (
    // Above the page and any dialog it is opened from, like the dialog it stands in for.
    <Center pos="fixed" inset={0} style={{ zIndex: NESTED_DIALOG_Z_INDEX }} aria-busy="true">
      <Loader role="status" aria-label="Loading dialog" />
    </Center>
  );
}

/**
 * `const ConfirmDialog = lazyDialog(() => import('#web/components/confirm-dialog').then((m) => m.ConfirmDialog))`:
 * the same props as the dialog; nothing is rendered or downloaded until `opened` is first true. From then on the
 * dialog stays mounted, so it closes with its transition and keeps its state between openings, as before.
 */
export function lazyDialog<Props extends { opened: boolean }>(load: () => Promise<ComponentType<Props>>) {
  const Dialog = lazy(() => importOrReload(load).then((component) => ({ default: component })));
  return function LazyDialog(props: Props) {
    const [hasOpened, setHasOpened] = useState(props.opened);
    if (props.opened && !hasOpened) setHasOpened(true);
    if (!hasOpened && !props.opened) return null;
    return (
      <Suspense fallback={props.opened ? <DialogLoader /> : null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
