import { ActionIcon, MantineProvider, Menu } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { user } from '#web/test/user';
import { type LazyMenuControl, lazyMenu } from './lazy-menu';

function CampaignDropdown({ opened, onChange, target, onPause }: LazyMenuControl & { onPause: () => void }) {
  return (
    <Menu opened={opened} onChange={onChange} position="bottom-end">
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onPause}>Pause Campaign</Menu.Item>
        <Menu.Item>Delete Campaign</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A menu whose code arrives when the test says so (`arrive()`), and a count of the downloads it started. */
function deferredMenu() {
  let arrive = () => {};
  const load = vi.fn(
    () =>
      new Promise<typeof CampaignDropdown>((resolve) => {
        arrive = () => resolve(CampaignDropdown);
      }),
  );
  return { CampaignMenu: lazyMenu(load), load, arrive: () => act(async () => arrive()) };
}

function renderMenu(CampaignMenu: ReturnType<typeof lazyMenu<Parameters<typeof CampaignDropdown>[0]>>) {
  const onPause = vi.fn();
  render(
    <MantineProvider env="test">
      <CampaignMenu
        target={
          <ActionIcon variant="subtle" aria-label="Campaign actions for Cold Brew">
            ...
          </ActionIcon>
        }
        onPause={onPause}
      />
    </MantineProvider>,
  );
  return { onPause };
}

const menuButton = () => screen.getByRole('button', { name: 'Campaign actions for Cold Brew' });

describe('lazyMenu', () => {
  it('draws only its button, as a closed menu button, and downloads nothing until it is pointed at or pressed', () => {
    const { CampaignMenu, load } = deferredMenu();
    renderMenu(CampaignMenu);
    expect(menuButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('opens on a press made while its code loads, with focus in the menu, and Escape gives focus back', async () => {
    const { CampaignMenu, load, arrive } = deferredMenu();
    renderMenu(CampaignMenu);
    await user.click(menuButton());
    await user.click(menuButton()); // pressed again while waiting: still opens, once
    expect(load).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await arrive();
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Pause Campaign', 'Delete Campaign']);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard, moves through its items with the arrows, and a second press closes it', async () => {
    const { CampaignMenu, load, arrive } = deferredMenu();
    const { onPause } = renderMenu(CampaignMenu);
    await user.tab();
    expect(menuButton()).toHaveFocus();
    expect(load).toHaveBeenCalledOnce(); // focusing the button fetches the menu ahead of the press
    await user.keyboard('{Enter}');
    await arrive();

    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Pause Campaign' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Delete Campaign' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(menuButton()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeVisible();
    await user.click(menuButton());
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Pause Campaign' }));
    expect(onPause).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('opens at once on the first press once its code is here (another of the same menus loaded it)', async () => {
    const { CampaignMenu, arrive } = deferredMenu();
    const { unmount } = render(
      <MantineProvider env="test">
        <CampaignMenu target={<ActionIcon aria-label="First">...</ActionIcon>} onPause={() => {}} />
        <CampaignMenu target={<ActionIcon aria-label="Second">...</ActionIcon>} onPause={() => {}} />
      </MantineProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'First' }));
    await arrive();
    expect(await screen.findByRole('menu')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Second' }));
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Second' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus());
    unmount();
  });

  it('closes on Escape pressed on its button before the focus has moved into the menu', async () => {
    const { CampaignMenu, arrive } = deferredMenu();
    renderMenu(CampaignMenu);
    await user.click(menuButton());
    await arrive();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    // Mantine moves the focus into the menu after a timeout; a press made before that lands on the button.
    act(() => menuButton().focus());
    fireEvent.keyDown(menuButton(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });
});
