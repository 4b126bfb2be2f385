import { Search } from "lucide-react";

type SearchFieldProps = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter searches at once, where the field otherwise waits for a pause in typing. */
  onEnter?: () => void;
  /** A search landmark, where the field searches more than the list beside it. */
  landmark?: boolean;
  className?: string;
};

/** The rounded search field of the site's filterable lists: a visually hidden label and a magnifier inside the field. */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
  onEnter,
  landmark,
  className,
}: SearchFieldProps) {
  return (
    <div role={landmark ? "search" : undefined} className={className ? `relative ${className}` : "relative"}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onEnter ? (event) => event.key === "Enter" && onEnter() : undefined}
        placeholder={placeholder}
        className="w-full rounded-full border border-ink-300 bg-white py-3 pr-4 pl-12 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
      />
    </div>
  );
}
