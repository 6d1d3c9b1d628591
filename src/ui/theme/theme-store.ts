/**
 * The app's theme: the reader's choice (their system's, light or dark), kept where the page's
 * head found it (src/ui/theme/theme-before-paint.ts), and the theme that choice comes to now.
 */
import { create } from 'zustand';
import { THEME_STORAGE_KEY } from './theme-before-paint';

export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

interface ThemeState {
  choice: ThemeChoice;
  /** Whether the reader's system asks for dark (prefers-color-scheme), followed live. */
  systemDark: boolean;
  /** Applies `choice` to the page at once and remembers it for the next visit. */
  choose(choice: ThemeChoice): void;
}

const root = () => document.documentElement;
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/** What the head set: a forced theme (the stored choice, or the address's `?theme=`), else the system's. */
function choiceOnLoad(): ThemeChoice {
  const forced = root().getAttribute('data-theme');
  return forced === 'light' || forced === 'dark' ? forced : 'system';
}

function remember(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage denied (a cross-site frame): the choice holds for this page view.
  }
}

export const useThemeStore = create<ThemeState>()((set) => {
  darkQuery().addEventListener('change', (event) => set({ systemDark: event.matches }));
  return {
    choice: choiceOnLoad(),
    systemDark: darkQuery().matches,
    choose(choice) {
      if (choice === 'system') root().removeAttribute('data-theme');
      else root().setAttribute('data-theme', choice);
      remember(choice);
      set({ choice });
    },
  };
});

/** The theme shown now, for what CSS does not colour (Monaco's editors). */
export function useTheme(): Theme {
  return useThemeStore((state) => (state.choice === 'system' ? (state.systemDark ? 'dark' : 'light') : state.choice));
}
