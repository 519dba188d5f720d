import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import { Box, Button, IconButton, Stack, TextField, ToggleButton, Tooltip } from '@mui/material';
import StarterKit from '@tiptap/starter-kit';
import {
  EditorContent,
  useEditor,
  useEditorState,
  type AnyExtension,
  type Editor,
} from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { validUrl } from './link-url';

/**
 * What a short rich text may hold (a page's text block, a product's description) — the same
 * short list the server keeps when it sanitizes (paragraphs, headings 2–3, lists, bold,
 * italic, links): no code, quotes, rules.
 */
const extensions: AnyExtension[] = [
  (StarterKit as unknown as { configure: (o: object) => AnyExtension }).configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: true, protocols: ['mailto'] },
  }),
];

/**
 * The commands this editor uses. Typed here because the extension packages' own typings
 * augment a second copy of @tiptap/core in this install (nested under starter-kit), so the
 * web's Editor does not see them; with one copy this stays true and harmless.
 */
interface TextChain {
  toggleBold(): TextChain;
  toggleItalic(): TextChain;
  toggleHeading(attrs: { level: 2 | 3 }): TextChain;
  toggleBulletList(): TextChain;
  toggleOrderedList(): TextChain;
  extendMarkRange(mark: string): TextChain;
  setLink(attrs: { href: string }): TextChain;
  unsetLink(): TextChain;
  run(): boolean;
}
const chainOf = (editor: Editor) => editor.chain().focus() as unknown as TextChain;

function LinkField({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [url, setUrl] = useState<string>(
    (editor.getAttributes('link') as { href?: string }).href ?? 'https://',
  );
  const ok = url.trim() === '' || validUrl(url);
  const apply = () => {
    if (!ok) return;
    const chain = chainOf(editor).extendMarkRange('link');
    if (url.trim() === '') chain.unsetLink().run();
    else chain.setLink({ href: url.trim() }).run();
    onDone();
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', p: 1 }}>
      <TextField
        size="small"
        label="Endereço do link"
        autoFocus
        fullWidth
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
          if (e.key === 'Escape') onDone();
        }}
        error={!ok}
        helperText={ok ? 'Vazio remove o link' : 'Use http(s)://, mailto: ou um caminho com /'}
      />
      <Button onClick={apply} disabled={!ok}>
        Aplicar
      </Button>
    </Stack>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const [linking, setLinking] = useState(false);
  const toggle = (name: string, pressed: boolean, run: () => void, icon: React.ReactNode) => (
    <Tooltip title={name} key={name}>
      <ToggleButton
        value={name}
        size="small"
        selected={pressed}
        aria-label={name}
        onChange={run}
        sx={{ border: 0, minWidth: 36 }}
      >
        {icon}
      </ToggleButton>
    </Tooltip>
  );
  const chain = () => chainOf(editor);
  return (
    <Box>
      <Stack
        direction="row"
        role="toolbar"
        aria-label={`Formatação de ${label}`}
        sx={{ flexWrap: 'wrap', gap: 0.25 }}
      >
        {toggle('Negrito', state.bold, () => chain().toggleBold().run(), <FormatBold />)}
        {toggle('Itálico', state.italic, () => chain().toggleItalic().run(), <FormatItalic />)}
        {toggle('Título', state.h2, () => chain().toggleHeading({ level: 2 }).run(), <b>H2</b>)}
        {toggle('Subtítulo', state.h3, () => chain().toggleHeading({ level: 3 }).run(), <b>H3</b>)}
        {toggle(
          'Lista',
          state.bullet,
          () => chain().toggleBulletList().run(),
          <FormatListBulleted />,
        )}
        {toggle(
          'Lista numerada',
          state.ordered,
          () => chain().toggleOrderedList().run(),
          <FormatListNumbered />,
        )}
        <Tooltip title="Link">
          <IconButton
            size="small"
            aria-label="Link"
            aria-pressed={state.link}
            color={state.link ? 'primary' : 'default'}
            onClick={() => setLinking((v) => !v)}
          >
            <LinkIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {linking && <LinkField editor={editor} onDone={() => setLinking(false)} />}
    </Box>
  );
}

/**
 * THE small rich-text editor of a form field (a page's text block, a product's description):
 * no collaboration room, HTML in and out. It reports HTML on each change; the server
 * sanitizes it again when saving and rendering, so this list is a convenience, not the guard.
 * Import it lazily (it is most of a screen's code).
 */
export function RichTextEditor({
  html,
  label,
  readOnly,
  onChange,
}: {
  html: string;
  label: string;
  readOnly: boolean;
  onChange: (html: string) => void;
}) {
  // The editor keeps the handler it was made with: read the latest one through a ref.
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);
  const editor = useEditor({
    extensions,
    content: html,
    editable: !readOnly,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: e }) => report.current(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '& .tiptap': { minHeight: 80, px: 1.5, py: 1, outline: 'none' },
        '& .tiptap:focus-visible': {
          boxShadow: (t) => `inset 0 0 0 2px ${t.palette.primary.main}`,
        },
        '& .tiptap p': { my: 0.5 },
        '& .tiptap h2, & .tiptap h3': { my: 1 },
      }}
    >
      {editor && !readOnly && <Toolbar editor={editor} label={label} />}
      <EditorContent editor={editor} />
    </Box>
  );
}
