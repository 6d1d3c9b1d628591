/**
 * Ctrl/Cmd+K: a dialog to find an operation by typing and pick it with Enter, arrows moving
 * through the matches. The input is a combobox over a listbox, as screen readers expect.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MethodBadge, PathText, searchOperations } from '../catalogue';
import { useConsoleStore } from '../console-store';
import { focusRequest } from './request-panel';

const SHOWN = 12;

/** Opens on Ctrl/Cmd+K anywhere on the console; Escape closes it. */
export function CommandPalette() {
  const open = useConsoleStore((state) => state.paletteOpen);
  const setOpen = useConsoleStore((state) => state.setPaletteOpen);
  const dialog = useRef<HTMLDialogElement>(null);
  /** Set by a pick: closing then moves focus to the request, not back to where it was. */
  const picked = useRef(false);

  useEffect(() => {
    function onKey(event: globalThis.KeyboardEvent) {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        // Taken before Monaco sees it: inside the body editor Ctrl+K would begin one of Monaco's
        // chords, and the hint promises the palette anywhere.
        event.stopPropagation();
        setOpen(true);
      }
    }
    window.addEventListener('keydown', onKey, { capture: true });
    return () => {
      window.removeEventListener('keydown', onKey, { capture: true });
      // Leaving the console closes it: coming back finds the screen, not a palette left open.
      setOpen(false);
    };
  }, [setOpen]);

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
    if (!open && element?.open) {
      element.close();
      if (picked.current) focusRequest();
    }
    picked.current = false;
  }, [open]);

  return (
    <dialog ref={dialog} className="palette" aria-label="Find an operation" onClose={() => setOpen(false)}>
      {open && <PaletteSearch onPick={() => (picked.current = true)} />}
    </dialog>
  );
}

function PaletteSearch({ onPick }: { onPick(): void }) {
  const operations = useConsoleStore((state) => state.operations);
  const pickOperation = useConsoleStore((state) => state.pick);
  const pick = (id: string) => {
    onPick();
    pickOperation(id);
  };
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const matches = searchOperations(operations, query).slice(0, SHOWN);

  function keyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + matches.length) % Math.max(matches.length, 1));
    } else if (event.key === 'Enter' && matches[active]) {
      event.preventDefault();
      pick(matches[active].id);
    }
  }

  return (
    <div className="palette-body">
      <input
        autoFocus
        role="combobox"
        aria-expanded="true"
        aria-controls="palette-options"
        aria-activedescendant={matches[active] ? `palette-${matches[active].id}` : undefined}
        aria-label="Operation"
        placeholder="Type to find an operation, Enter to pick"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={keyDown}
      />
      <ul id="palette-options" role="listbox" aria-label="Matching operations">
        {matches.map((operation, index) => (
          <li
            key={operation.id}
            id={`palette-${operation.id}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'palette-option palette-option--active' : 'palette-option'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(operation.id)}
          >
            <MethodBadge method={operation.method} />
            <PathText className="operation-path" path={operation.path} />
            <span className="muted small">{operation.summary}</span>
          </li>
        ))}
        {matches.length === 0 && <li className="muted">No operation matches.</li>}
      </ul>
    </div>
  );
}
