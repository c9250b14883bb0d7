import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SidebarProvider, useSidebar } from './SidebarProvider';

function Probe() {
  const { open, toggle } = useSidebar();
  return (
    <button type="button" onClick={toggle}>
      {open ? 'expanded' : 'collapsed'}
    </button>
  );
}

function clearCookie() {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
}

describe('SidebarProvider', () => {
  beforeEach(clearCookie);
  afterEach(() => {
    cleanup();
    clearCookie();
  });

  it('starts expanded without a cookie and saves the state when toggled', () => {
    render(
      <SidebarProvider>
        <Probe />
      </SidebarProvider>,
    );
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('expanded');
    fireEvent.click(button);
    expect(button.textContent).toBe('collapsed');
    expect(document.cookie).toContain('sidebar_state=false');
  });

  it('reads the collapsed state back from the cookie', () => {
    document.cookie = 'sidebar_state=false; path=/';
    render(
      <SidebarProvider>
        <Probe />
      </SidebarProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('collapsed');
  });

  it('lets defaultOpen win over the cookie', () => {
    document.cookie = 'sidebar_state=false; path=/';
    render(
      <SidebarProvider defaultOpen>
        <Probe />
      </SidebarProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('expanded');
  });

  it('toggles with ctrl+b and cmd+b', () => {
    render(
      <SidebarProvider defaultOpen>
        <Probe />
      </SidebarProvider>,
    );
    const event = new KeyboardEvent('keydown', { key: 'b', ctrlKey: true, cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('button').textContent).toBe('collapsed');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', metaKey: true }));
    });
    expect(screen.getByRole('button').textContent).toBe('expanded');
  });
});
