import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

interface DropdownProps {
  /** Id of the toggle button; the menu is labelled by it. */
  id: string;
  label: ReactNode;
  /** Classes of the wrapper besides Bootstrap's `dropdown` (e.g. `nav-item`). */
  className?: string;
  /** Classes of the toggle button besides `dropdown-toggle` (e.g. `nav-link`, `btn btn-sm …`). */
  toggleClassName: string;
  menuClassName?: string;
  /** The menu's right edge under the toggle's right edge. */
  alignEnd?: boolean;
  /** Marks the toggle as the current section (a page of the menu is open). */
  active?: boolean;
  /**
   * 'inside': a choice in the menu closes it (a menu of links); 'outside': only a click outside or Escape closes
   * it (a panel the user reads and clicks in).
   */
  autoClose?: 'inside' | 'outside';
  /** Called with the new state each time the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The toggle's accessible name and tooltip when its label is an icon. */
  toggleLabel?: string;
  children: ReactNode;
}

const ITEMS = '.dropdown-item:not(.disabled):not(:disabled)';

/**
 * A Bootstrap dropdown without a positioning library: Bootstrap's own CSS puts a menu marked
 * `data-bs-popper="static"` under its toggle (as react-bootstrap does inside a navbar). It is in the bar of every
 * page, so it is plain React and class names: react-bootstrap's Dropdown brought Popper and @restart/ui (≈ 15 KB
 * gzip) into the first load. Keyboard: Enter/Space or ↓ open it, ↑/↓ move between its items, Escape closes it and
 * gives the focus back to the toggle; a click outside closes it.
 */
export function Dropdown({
  id,
  label,
  className = '',
  toggleClassName,
  menuClassName = '',
  alignEnd = false,
  active = false,
  autoClose = 'inside',
  onOpenChange,
  toggleLabel,
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  // The caller hears of each change once it is drawn (not from inside a state update).
  const listener = useRef(onOpenChange);
  listener.current = onOpenChange;
  const drawn = useRef(open);
  useEffect(() => {
    if (drawn.current === open) return;
    drawn.current = open;
    listener.current?.(open);
  }, [open]);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Set by ↓ on the closed toggle: the first item takes the focus once the menu is drawn.
  const focusFirst = useRef(false);

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      root.current?.querySelector<HTMLElement>(ITEMS)?.focus();
    }
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', outside, true);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('click', outside, true);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    // Arrows inside a field of the menu (the indicators' panel has none today) keep their own meaning.
    if ((event.target as HTMLElement).matches('input, textarea, select')) return;
    event.preventDefault();
    if (!open) {
      focusFirst.current = true;
      setOpen(true);
      return;
    }
    const items = [...(root.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
    if (!items.length) return;
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, items.length - 1) : Math.max(at - 1, 0);
    items[at < 0 ? 0 : next]!.focus();
  };

  const menuClick = (event: MouseEvent<HTMLDivElement>) => {
    if (autoClose === 'inside' && (event.target as Element).closest('.dropdown-item')) setOpen(false);
  };

  return (
    <div ref={root} className={`dropdown ${className}`} onKeyDown={keyDown}>
      <button
        ref={toggle}
        type="button"
        id={id}
        className={`dropdown-toggle ${toggleClassName}${active ? ' active' : ''}${open ? ' show' : ''}`}
        aria-expanded={open}
        aria-label={toggleLabel}
        title={toggleLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      {open && (
        // Clicks reach the menu's own links and buttons; the div only notices which one closed it.
        <div
          className={`dropdown-menu show${alignEnd ? ' dropdown-menu-end' : ''} ${menuClassName}`}
          data-bs-popper="static"
          aria-labelledby={id}
          onClick={menuClick}
        >
          {children}
        </div>
      )}
    </div>
  );
}
