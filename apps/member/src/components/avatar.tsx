import { initials } from '@sbc/format/initials';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  firstName: string;
  lastName: string;
  /** Photo URL (or a `data:` preview); initials when absent. */
  image: string | null;
  /** Tailwind size and text classes, e.g. `size-20 text-2xl`. */
  className?: string;
}

/** The member's photo, or the initials of first and last name on the brand colour. */
export function Avatar({
  firstName,
  lastName,
  image,
  className = 'size-12 text-base',
}: AvatarProps) {
  const name = `${firstName} ${lastName}`.trim();
  if (image) {
    return (
      <img
        src={image}
        alt={`Foto ${name}`}
        className={`${className} ring-brand-100 shrink-0 rounded-full object-cover ring-4`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`Inisial ${name}`}
      className={`${className} bg-brand text-ink-inverse ring-brand-100 inline-flex shrink-0 items-center justify-center rounded-full font-bold ring-4`}
    >
      {initials(firstName, lastName) || '?'}
    </span>
  );
}
