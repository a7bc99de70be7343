// A menu (or a popover) whose code (Mantine's Menu and Popover with floating-ui, about 24 KiB gzip) loads when its
// button is first pointed at, focused or pressed, rather than with the page (issue 31). Its button, a plain Button or
// ActionIcon, is drawn at once. The menu is controlled here from the first press, so a press made while the code loads
// opens it as it arrives, and Mantine's open (focus into the dropdown) and close (Escape returns focus to the button)
// work as they do for a menu loaded with the page.
import {
  type ComponentType,
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';
import { importOrReload } from '#web/lib/chunk-reload';

/**
 * What a lazily loaded menu is handed: its state (controlled by lazyMenu) and the button to put in its Menu.Target
 * (or Popover.Target).
 */
export interface LazyMenuControl {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The menu's button, as drawn before the menu loaded. */
  target: ReactElement;
}

interface TargetProps {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'menu' | 'dialog';
  'aria-expanded'?: boolean;
}

/**
 * `const CampaignMenu = lazyMenu(() => import('./campaign-menu-dropdown').then((m) => m.CampaignMenuDropdown))`, where
 * the loaded component draws `<Menu opened={opened} onChange={onChange}><Menu.Target>{target}</Menu.Target>...` and
 * its items; then `<CampaignMenu target={<ActionIcon aria-label="...">...</ActionIcon>} campaign={campaign} />`.
 * Nothing but the button is drawn or downloaded until the button is pointed at, focused or pressed.
 */
export function lazyMenu<Props extends LazyMenuControl>(load: () => Promise<ComponentType<Props>>) {
  return lazyPopup('menu', load);
}

/**
 * The same for a Popover (`<Popover opened={opened} onChange={onChange}><Popover.Target>{target}</Popover.Target>...`):
 * its button says it opens a dialog, as Popover.Target's does.
 */
export function lazyPopover<Props extends LazyMenuControl>(load: () => Promise<ComponentType<Props>>) {
  return lazyPopup('dialog', load);
}

function lazyPopup<Props extends LazyMenuControl>(
  popupType: 'menu' | 'dialog',
  load: () => Promise<ComponentType<Props>>,
) {
  let Loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const fetchMenu = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
        return component;
      },
      (err: unknown) => {
        loading = null; // the next try starts again
        throw err;
      },
    );
    return loading;
  };
  /** On pointing at or focusing the button: the code is likely here by the press. A failure waits for the press. */
  const prefetch = () => void fetchMenu().catch(() => {});

  return function LazyMenu({ target, ...rest }: Omit<Props, 'opened' | 'onChange'>) {
    const props = rest as unknown as Omit<Props, 'opened' | 'onChange' | 'target'>;
    const [opened, setOpened] = useState(false);
    /** The button was pressed: the menu is drawn from now on (as soon as its code is here). */
    const [isRequested, setIsRequested] = useState(false);
    const [Menu, setMenu] = useState<ComponentType<Props> | null>(null);
    /** The loaded menu has mounted closed, so that Mantine sees it open (and moves focus) as it would on a press. */
    const [isMounted, setIsMounted] = useState(false);
    const [loadError, setLoadError] = useState<unknown>(null);
    const targetRef = useRef<HTMLElement>(null);

    useEffect(() => {
      if (!Menu || isMounted) return;
      // The button drawn before the menu loaded has just been replaced by the menu's own: the press that opens the
      // menu had focused it, so the new one takes the focus (the menu returns focus there when it closes).
      const active = document.activeElement;
      if (active === null || active === document.body) targetRef.current?.focus({ preventScroll: true });
      setIsMounted(true);
    }, [Menu, isMounted]);

    if (loadError) throw loadError; // to the route's error boundary, as a lazily loaded page's failure is

    if (isRequested && Menu) {
      const element = target as ReactElement<TargetProps>;
      const loadedProps = {
        ...props,
        target: cloneElement(element, {
          ref: targetRef,
          // Mantine closes on Escape pressed inside the dropdown. Its focus moves there a moment after the menu opens
          // (a timeout in its focus trap), and an Escape pressed on the button in that moment would be lost: the menu
          // closes on it too, as a menu button's Escape does (WAI-ARIA), and the focus stays on the button.
          onKeyDown: (event) => {
            element.props.onKeyDown?.(event);
            if (event.key === 'Escape' && opened) setOpened(false);
          },
        }),
        opened: opened && isMounted,
        onChange: setOpened,
      } as unknown as Props;
      return <Menu {...loadedProps} />;
    }

    const request = () => {
      // A press while the code loads is not lost (and a second one does not cancel the first): the menu opens when
      // it arrives.
      setOpened(true);
      if (isRequested) return;
      setIsRequested(true);
      if (Loaded) {
        setMenu(() => Loaded); // loaded already (another of these menus was opened): drawn at once
        return;
      }
      // After a deploy the old chunk is gone: the page reloads once (chunk-reload.ts).
      importOrReload(fetchMenu).then(
        (component) => setMenu(() => component),
        (err: unknown) => setLoadError(err ?? new Error(`The ${popupType} failed to load.`)),
      );
    };
    const element = target as ReactElement<TargetProps>;
    return cloneElement(element, {
      ref: targetRef,
      'aria-haspopup': popupType,
      'aria-expanded': false,
      onClick: (event) => {
        element.props.onClick?.(event);
        request();
      },
      onPointerEnter: (event) => {
        element.props.onPointerEnter?.(event);
        prefetch();
      },
      onFocus: (event) => {
        element.props.onFocus?.(event);
        prefetch();
      },
    });
  };
}
