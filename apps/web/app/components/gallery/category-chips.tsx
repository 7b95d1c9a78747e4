import { Link } from 'react-router';

/** A gallery category with its number of albums. */
export interface GalleryCategoryChip {
  slug: string;
  title: string;
  albumCount: number;
}

const chip =
  'inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-1 transition';
const idle = `${chip} bg-white/10 text-white ring-white/25 hover:bg-white/20`;
const current = `${chip} bg-white text-brand-900 ring-white`;

/** Filter chips on the gallery's dark header: all albums, then each category with its count. */
export function CategoryChips({
  categories,
  currentSlug,
}: {
  categories: GalleryCategoryChip[];
  currentSlug: string | null;
}) {
  return (
    <nav aria-label="Kategori galeri" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to="/galeri-kegiatan"
            aria-current={currentSlug === null ? 'page' : undefined}
            className={currentSlug === null ? current : idle}
          >
            Semua
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={`/galeri-kegiatan/category/${category.slug}`}
              aria-current={currentSlug === category.slug ? 'page' : undefined}
              className={currentSlug === category.slug ? current : idle}
            >
              {category.title}
              <span className="rounded-full bg-black/10 px-2 text-xs">{category.albumCount}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
