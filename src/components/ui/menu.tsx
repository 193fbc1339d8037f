import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { NavLink } from '../nav-link.tsx';
import { Icon, type IconName } from './icon.tsx';

export type MenuEntry = { label: string; href: string; icon?: IconName } | { label: string; onSelect: () => void; icon?: IconName };

interface DisclosureMenuProps {
  /** The button's accessible name; also its visible text unless `trigger` is given. */
  label: string;
  trigger?: ReactNode;
  items: readonly MenuEntry[];
  /** Mouse hover opens it too (spec §2 "hover dropdowns"); keyboard and touch use the button. */
  hover?: boolean;
  align?: 'start' | 'end';
  buttonClassName?: string;
}

const itemClass =
  'flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

/**
 * A disclosure-pattern dropdown (button + list of links), the pattern WAI-ARIA recommends for
 * site navigation. Arrow keys move through the items; Escape closes and returns focus to the button.
 */
export function DisclosureMenu({ label, trigger, items, hover = false, align = 'start', buttonClassName }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  // Opened by hovering: the click that usually follows pins it open instead of toggling it shut.
  const openedByHover = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    openedByHover.current = false;
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const focusItem = (pick: (items: HTMLElement[], current: number) => number) => {
    const list = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);
    list[pick(list, list.indexOf(document.activeElement as HTMLElement))]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const onButton = event.target === buttonRef.current;
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // flushSync renders the items now, so they can take focus in this same keystroke.
      if (!open) flushSync(() => setOpen(true));
      const down = event.key === 'ArrowDown';
      focusItem((list, i) => (onButton ? (down ? 0 : list.length - 1) : (i + (down ? 1 : -1) + list.length) % list.length));
    } else if ((event.key === 'Home' || event.key === 'End') && !onButton && open) {
      event.preventDefault();
      focusItem((list) => (event.key === 'Home' ? 0 : list.length - 1));
    }
  };

  const onHover = (entering: boolean) => (event: PointerEvent) => {
    if (!hover || event.pointerType !== 'mouse') return;
    if (entering && !open) {
      openedByHover.current = true;
      setOpen(true);
    } else if (!entering && openedByHover.current) close(false);
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onPointerEnter={onHover(true)}
      onPointerLeave={onHover(false)}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={trigger ? label : undefined}
        className={
          buttonClassName ?? 'flex items-center gap-1 rounded px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800'
        }
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
      >
        {trigger ?? (
          <>
            {label}
            <Icon name="chevron-down" className={`size-4 motion-safe:transition-transform ${open ? 'rotate-180' : ''}`} />
          </>
        )}
      </button>
      {/* Padding, not margin, bridges the gap so the pointer can travel to the panel without closing it. */}
      <div id={panelId} hidden={!open} className={`absolute top-full z-50 pt-2 ${align === 'end' ? 'right-0' : 'left-0'}`}>
        <ul className="min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          {items.map((item) => (
            <li key={item.label}>
              {'href' in item ? (
                <NavLink href={item.href} data-menu-item="" className={itemClass} onClick={() => close(false)}>
                  {item.icon && <Icon name={item.icon} className="size-4" />}
                  {item.label}
                </NavLink>
              ) : (
                <button
                  type="button"
                  data-menu-item=""
                  className={itemClass}
                  onClick={() => {
                    close(false);
                    item.onSelect();
                  }}
                >
                  {item.icon && <Icon name={item.icon} className="size-4" />}
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
