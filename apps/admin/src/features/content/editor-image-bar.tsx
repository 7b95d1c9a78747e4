import { whileSending } from '@sbc/ui/while-sending';
import { NodeSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { Spinner } from '../../components/spinner';
import { inputClass, secondaryButtonClass } from '../../components/styles';
import { adminApi } from '../../lib/api';
import { describeError } from '../../lib/errors';
import { BODY_IMAGE_LIMITS, IMAGE_TYPES, readImageFile } from '../../lib/image-file';

const small = 'min-h-9 px-3 py-1 text-xs';

/** Puts an image in the text: uploaded here (stored by the API) or by the URL of one already online. */
export function EditorImageBar({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  async function upload(file: File) {
    setError(null);
    const read = await readImageFile(file, BODY_IMAGE_LIMITS);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setIsUploading(true);
    try {
      const { url } = await adminApi.uploadArticleImage({ body: { image: read.dataUrl } });
      setSrc(url);
    } catch (e) {
      setError(describeError(e).message);
    } finally {
      setIsUploading(false);
    }
  }

  function insert() {
    if (!/^https?:\/\//i.test(src.trim())) {
      setError('Unggah gambar atau isi alamatnya (https://…)');
      return;
    }
    editor.chain().focus().setImage({ src: src.trim(), alt: alt.trim() }).run();
    // Left selected, the image would be replaced by the next key typed: writing goes on in a
    // paragraph after it.
    if (editor.state.selection instanceof NodeSelection) editor.chain().createParagraphNear().run();
    onDone();
  }

  return (
    <div className="bg-surface-muted border-line grid gap-2 border-b p-2 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <div>
        <label htmlFor="editor-image-src" className="text-ink-muted text-xs font-semibold">
          Alamat gambar
        </label>
        <input
          id="editor-image-src"
          type="url"
          value={src}
          placeholder="https://…"
          onChange={(e) => setSrc(e.target.value)}
          className={`${inputClass} mt-1 py-1.5`}
        />
        <label className={`${secondaryButtonClass} ${small} mt-1.5 cursor-pointer`}>
          {isUploading ? <Spinner /> : null}
          {isUploading ? 'Mengunggah…' : 'Unggah dari perangkat'}
          <input
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      <div>
        <label htmlFor="editor-image-alt" className="text-ink-muted text-xs font-semibold">
          Teks alternatif
        </label>
        <input
          id="editor-image-alt"
          value={alt}
          maxLength={200}
          placeholder="Apa yang tampak di gambar"
          onChange={(e) => setAlt(e.target.value)}
          className={`${inputClass} mt-1 py-1.5`}
        />
      </div>
      <button type="button" className={`${secondaryButtonClass} ${small} sm:mt-5`} {...whileSending(isUploading, insert)}>
        Sisipkan
      </button>
      {error ? <p className="text-danger text-xs sm:col-span-3">{error}</p> : null}
    </div>
  );
}
