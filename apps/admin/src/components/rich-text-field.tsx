import {
  EditorContent,
  useEditor,
  useEditorState,
  type Editor,
  type Extensions,
} from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { cx } from '@sbc/ui/class-names';
import { useId, type ReactNode } from 'react';
import { proseClass } from './prose';
import { labelClass } from './styles';

/** Props of {@link RichTextField}. */
export interface RichTextFieldProps {
  label: string;
  /** The HTML it starts with (the stored, sanitised content). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** The field's error, shown under it. */
  error?: string;
  hint?: string;
  /** A taller writing area, for a whole article. */
  isTall?: boolean;
  /** Tiptap extensions besides the text ones (the article editor adds images). */
  extensions?: Extensions;
  /** Toolbar buttons after the text ones (the article editor's link and image buttons). */
  renderTools?: (editor: Editor) => ReactNode;
  /** What shows between the toolbar and the text (the panel a tool opened). */
  renderPanel?: (editor: Editor) => ReactNode;
}

/** One toolbar button; `isActive` shows the format of the selection (or an open panel). A click leaves the focus in the text. */
export function ToolButton({
  label,
  isActive,
  onClick,
  children,
}: {
  label: string;
  isActive?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={isActive}
      // Keeps the focus (and the caret) in the text, so what is typed next lands there.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cx(
        'inline-flex min-h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-semibold transition',
        isActive ? 'bg-brand text-ink-inverse' : 'text-ink hover:bg-brand-50',
      )}
    >
      {children}
    </button>
  );
}

/** The thin line between groups of toolbar buttons. */
export function ToolSeparator() {
  return <span aria-hidden="true" className="bg-line mx-1 w-px" />;
}

function TextTools({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <>
      <ToolButton
        label="Judul bagian"
        isActive={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        H2
      </ToolButton>
      <ToolButton
        label="Subjudul"
        isActive={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </ToolButton>
      <ToolSeparator />
      <ToolButton label="Tebal" isActive={state.bold} onClick={() => chain().toggleBold().run()}>
        <strong>B</strong>
      </ToolButton>
      <ToolButton
        label="Miring"
        isActive={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <em className="font-serif">I</em>
      </ToolButton>
      <ToolSeparator />
      <ToolButton
        label="Daftar berpoin"
        isActive={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      >
        • ≡
      </ToolButton>
      <ToolButton
        label="Daftar bernomor"
        isActive={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        1. ≡
      </ToolButton>
      <ToolButton
        label="Kutipan"
        isActive={state.quote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        “ ”
      </ToolButton>
    </>
  );
}

/**
 * The console's rich text editor (Tiptap): headings, bold, italic, lists, quotes and links, plus what
 * the caller adds. Its HTML is only a draft: the server sanitises whatever it receives
 * (apps/api/src/services/sanitize-html.ts).
 */
export function RichTextField({
  label,
  initialHtml,
  onChange,
  error,
  hint,
  isTall = false,
  extensions = [],
  renderTools,
  renderPanel,
}: RichTextFieldProps) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        // No `protocols`: http, https, mailto and tel links are allowed by default, and registering
        // schemes again made linkifyjs warn "already initialized" each time an editor opened after
        // another one had been typed in.
        link: { openOnClick: false, autolink: true },
      }),
      ...extensions,
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        class: cx(
          proseClass,
          isTall ? 'min-h-72 px-4 py-3' : 'min-h-40 px-3.5 py-2.5',
          'focus:outline-none',
        ),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div>
      <p id={labelId} className={`${labelClass} mb-1.5`}>
        {label}
      </p>
      <div
        className={cx(
          'bg-surface focus-within:border-brand-500 rounded-xl border shadow-xs',
          error ? 'border-danger' : 'border-line',
        )}
      >
        {editor ? (
          <div
            role="toolbar"
            aria-label={`Format ${label.toLowerCase()}`}
            className="border-line flex flex-wrap gap-0.5 border-b p-1.5"
          >
            <TextTools editor={editor} />
            {renderTools?.(editor)}
          </div>
        ) : null}
        {editor ? renderPanel?.(editor) : null}
        <EditorContent editor={editor} />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-danger mt-1.5 text-sm">
          {error}
        </p>
      ) : null}
      {hint ? <p className="text-ink-subtle mt-1.5 text-xs">{hint}</p> : null}
    </div>
  );
}
