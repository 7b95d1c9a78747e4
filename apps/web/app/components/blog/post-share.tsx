/** Share links for a post (plain links, no third-party script). */
export function PostShare({ url, title }: { url: string; title: string }) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const targets = [
    { name: 'WhatsApp', href: `https://wa.me/?text=${t}%20${u}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
  ];
  return (
    <section aria-labelledby="bagikan-judul" className="mt-8 flex flex-wrap items-center gap-3">
      <h2 id="bagikan-judul" className="text-ink text-sm font-semibold">
        Bagikan:
      </h2>
      <ul className="flex flex-wrap gap-2">
        {targets.map((target) => (
          <li key={target.name}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-800 ring-line hover:bg-brand-50 inline-block rounded-full px-3 py-1.5 text-sm font-medium ring-1"
            >
              {target.name}
              <span className="sr-only"> (tab baru)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
