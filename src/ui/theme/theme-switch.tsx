/** The header's theme switch: the system's theme, light or dark, remembered for the next visit. */
import { useThemeStore, type ThemeChoice } from './theme-store';

const CHOICES: { choice: ThemeChoice; label: string; title: string }[] = [
  { choice: 'system', label: 'Auto', title: "Follow the system's light or dark setting" },
  { choice: 'light', label: 'Light', title: 'Always light' },
  { choice: 'dark', label: 'Dark', title: 'Always dark' },
];

export function ThemeSwitch() {
  const current = useThemeStore((state) => state.choice);
  const choose = useThemeStore((state) => state.choose);
  return (
    <div className="segmented theme-switch" role="group" aria-label="Theme">
      {CHOICES.map(({ choice, label, title }) => (
        <button
          key={choice}
          type="button"
          className={choice === current ? 'segmented-option segmented-option--on' : 'segmented-option'}
          aria-pressed={choice === current}
          title={title}
          onClick={() => choose(choice)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
