import Image from '@tiptap/extension-image';
import { useEditorState, type Editor } from '@tiptap/react';
import { useState } from 'react';
import { RichTextField, ToolButton, ToolSeparator } from '../../components/rich-text-field';
import { EditorImageBar } from './editor-image-bar';
import { EditorLinkBar } from './editor-link-bar';

type Panel = 'link' | 'image' | null;

const extensions = [Image.configure({ HTMLAttributes: { loading: 'lazy' } })];

function ArticleTools({
  editor,
  panel,
  setPanel,
}: {
  editor: Editor;
  panel: Panel;
  setPanel: (p: Panel) => void;
}) {
  const isLink = useEditorState({ editor, selector: ({ editor: e }) => e.isActive('link') });
  return (
    <>
      <ToolSeparator />
      <ToolButton
        label="Tautan"
        isActive={isLink || panel === 'link'}
        onClick={() => setPanel(panel === 'link' ? null : 'link')}
      >
        Tautan
      </ToolButton>
      <ToolButton
        label="Gambar"
        isActive={panel === 'image'}
        onClick={() => setPanel(panel === 'image' ? null : 'image')}
      >
        Gambar
      </ToolButton>
    </>
  );
}

/** The article body: the console's rich text editor with link and image tools (images uploaded to the API). */
export function ArticleBodyField({
  initialHtml,
  onChange,
  error,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const [panel, setPanel] = useState<Panel>(null);
  return (
    <RichTextField
      label="Isi"
      initialHtml={initialHtml}
      onChange={onChange}
      error={error}
      isTall
      extensions={extensions}
      renderTools={(editor) => <ArticleTools editor={editor} panel={panel} setPanel={setPanel} />}
      renderPanel={(editor) =>
        panel === 'link' ? (
          <EditorLinkBar editor={editor} onDone={() => setPanel(null)} />
        ) : panel === 'image' ? (
          <EditorImageBar editor={editor} onDone={() => setPanel(null)} />
        ) : null
      }
    />
  );
}
