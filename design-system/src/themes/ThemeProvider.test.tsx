import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from './ThemeProvider';
import { darkTheme, lightTheme } from './themes.css';

afterEach(cleanup);

describe('ThemeProvider', () => {
  it('puts the theme class and the brand on <html>, and takes them off when it unmounts', () => {
    const root = document.documentElement;
    const brand = { accent: '#0f766e', radius: '0.75rem', fontFamily: 'Georgia, serif' };
    const { rerender, unmount } = render(
      <ThemeProvider theme="dark" brand={brand}>
        page
      </ThemeProvider>,
    );
    expect(root.classList.contains(darkTheme)).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
    expect(root.style.getPropertyValue('--doorline-brand-accent')).toBe('#0f766e');
    expect(root.style.getPropertyValue('--doorline-brand-radius')).toBe('0.75rem');
    expect(root.style.getPropertyValue('--doorline-brand-font')).toBe('Georgia, serif');

    // A brand without an accent: the accent property goes, Doorline's accent comes back.
    rerender(
      <ThemeProvider theme="light" brand={{ radius: '0.75rem' }}>
        page
      </ThemeProvider>,
    );
    expect(root.classList.contains(darkTheme)).toBe(false);
    expect(root.classList.contains(lightTheme)).toBe(true);
    expect(root.style.getPropertyValue('--doorline-brand-accent')).toBe('');
    expect(root.style.getPropertyValue('--doorline-brand-radius')).toBe('0.75rem');

    unmount();
    expect(root.classList.contains(lightTheme)).toBe(false);
    expect(root.getAttribute('style') ?? '').toBe('');
  });
});
