import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { inputClass, secondaryButtonClass } from '../../components/styles';

const small = 'min-h-9 px-3 py-1 text-xs';

/** Sets or removes the link on the selected text. */
export function EditorLinkBar({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  const [error, setError] = useState<string | null>(null);
  function apply() {
    const url = href.trim();
    if (!/^(https?:\/\/|mailto:|tel:|\/)/i.test(url)) {
      setError('Tautan harus diawali https://, mailto:, tel:, atau /');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    onDone();
  }
  return (
    <div className="bg-surface-muted border-line flex flex-wrap items-start gap-2 border-b p-2">
      <div className="min-w-0 flex-1">
        <label htmlFor="editor-link" className="sr-only">
          Alamat tautan
        </label>
        <input
          id="editor-link"
          type="url"
          value={href}
          placeholder="https://…"
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
          className={`${inputClass} py-1.5`}
          aria-invalid={error ? true : undefined}
        />
        {error ? <p className="text-danger mt-1 text-xs">{error}</p> : null}
      </div>
      <button type="button" className={`${secondaryButtonClass} ${small}`} onClick={apply}>
        Pasang tautan
      </button>
      {current ? (
        <button
          type="button"
          className={`${secondaryButtonClass} ${small}`}
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          Hapus tautan
        </button>
      ) : null}
    </div>
  );
}
