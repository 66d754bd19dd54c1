import type { CSSProperties, FormEvent, ReactNode } from 'react';

interface SearchInputProps {
  /** The box's accessible name (Spanish); not shown, the placeholder says what to type. */
  label: string;
  value: string;
  /** Each keystroke; the screen debounces where it asks the server (`useDebouncedValue`). */
  onChange: (value: string) => void;
  placeholder?: string;
  id?: string;
  maxLength?: number;
  /** A magnifier before the box (the pages' searches); the admin lists' filters go without. */
  icon?: boolean;
  size?: 'sm' | 'lg';
  /** Class of the box, or of its input group when it has an icon or `children`. */
  className?: string;
  style?: CSSProperties;
  /** Shown after the box, in its input group: a spinner, a submit button. */
  children?: ReactNode;
}

/**
 * The one search box of the app (Bootstrap's markup written out: the lists a phone opens first need no
 * react-bootstrap): `type="search"`, a Spanish accessible name, browser autocomplete off. */
export function SearchInput({
  label,
  value,
  onChange,
  placeholder,
  id,
  maxLength,
  icon = false,
  size,
  className,
  style,
  children,
}: SearchInputProps) {
  const grouped = icon || children != null;
  const box = (
    <input
      id={id}
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      maxLength={maxLength}
      autoComplete="off"
      className={[
        grouped ? undefined : className,
        'form-control',
        !grouped && size ? `form-control-${size}` : undefined,
      ]
        .filter(Boolean)
        .join(' ')}
      style={grouped ? undefined : style}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  if (!grouped) return box;
  return (
    <div
      className={['input-group', size ? `input-group-${size}` : undefined, className].filter(Boolean).join(' ')}
      style={style}
    >
      {icon && (
        <span className="input-group-text" aria-hidden="true">
          <i className="bi bi-search" />
        </span>
      )}
      {box}
      {children}
    </div>
  );
}

const stay = (event: FormEvent) => event.preventDefault();

/** The search landmark around a page's search box; Enter stays on the page unless `onSubmit` says otherwise. */
export function SearchForm({
  className,
  onSubmit = stay,
  children,
}: {
  className?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form role="search" className={className} onSubmit={onSubmit}>
      {children}
    </form>
  );
}
