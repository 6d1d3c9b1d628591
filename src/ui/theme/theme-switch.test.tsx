// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from './theme-before-paint';
import { ThemeSwitch } from './theme-switch';
import { useThemeStore } from './theme-store';

afterEach(() => {
  cleanup();
  useThemeStore.getState().choose('system');
});

const pressed = () => screen.getAllByRole('button', { pressed: true }).map((button) => button.textContent);

describe('the theme switch', () => {
  it('starts on the system’s theme when the page was not forced to one', () => {
    render(<ThemeSwitch />);
    expect(screen.getByRole('group', { name: 'Theme' })).toBeTruthy();
    expect(pressed()).toEqual(['Auto']);
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });

  it('forces the chosen theme on the page and remembers it', async () => {
    render(<ThemeSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(pressed()).toEqual(['Dark']);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await userEvent.click(screen.getByRole('button', { name: 'Light' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('back on Auto, gives the page back to the system and forgets the choice', async () => {
    render(<ThemeSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    await userEvent.click(screen.getByRole('button', { name: 'Auto' }));
    expect(pressed()).toEqual(['Auto']);
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('still switches where storage is denied', async () => {
    const storage = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      },
    });
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    try {
      render(<ThemeSwitch />);
      await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
      expect(pressed()).toEqual(['Dark']);
      expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
      expect(errors).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
      Object.defineProperty(window, 'localStorage', storage);
    }
  });
});
