import { type ReactNode, useId, useState } from 'react';

/** Props of {@link ShowMoreList}. */
export interface ShowMoreListProps<T> {
  items: readonly T[];
  /** How many items show before the member asks for the rest. */
  limit: number;
  /** Key of an item. */
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Classes of the `<ul>`. */
  className?: string;
}

/** A list that shows its first `limit` items and a button for the others. */
export function ShowMoreList<T>({
  items,
  limit,
  itemKey,
  renderItem,
  className,
}: ShowMoreListProps<T>) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const hidden = items.length - limit;
  const shown = isOpen || hidden <= 0 ? items : items.slice(0, limit);
  return (
    <>
      <ul id={listId} className={className}>
        {shown.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => setIsOpen((open) => !open)}
          className="text-brand-700 hover:bg-brand-50 mt-2 w-full rounded-xl px-3 py-2 text-sm font-semibold"
        >
          {isOpen ? 'Tampilkan lebih sedikit' : `Tampilkan ${hidden} lainnya`}
        </button>
      ) : null}
    </>
  );
}
