import { useEffect, useMemo, useRef, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import Box from '@mui/material/Box';
import { sanitizeNoticeHtml } from '../../../shared/html/notice-html';
import { EditorToolbar } from './editor-toolbar';
import { noticeHtmlOf } from './editor-html';
import { noticeEditorExtensions } from './editor-schema';

export interface RichTextEditorProps {
  /** HTML. */
  value: string;
  onChange(html: string): void;
  onBlur(): void;
  disabled?: boolean;
  invalid?: boolean;
  labelId: string;
  describedBy?: string;
  /** react-hook-form's field ref, so a failed validation can focus the editor. */
  editorRef?: (el: HTMLElement | null) => void;
}

/**
 * The body editor: TipTap (ProseMirror) on the schema of editor-schema.ts, so what it holds and
 * writes is only HTML the contract's `noticeHtmlPolicy` allows (paragraphs, bold, italic,
 * underline, lists, and the policy's other tags when a body or a paste brings them). A paste from
 * Word or a web page is parsed through the same schema: styles, classes, images, tables and
 * scripts are dropped, the formatting the policy knows is kept. Typed text stays as typed (no
 * Markdown-like input rules), so `[https://…]` is written as it is and made a link when shown.
 * Loaded in its own chunk, by the staff notice forms only (body-field.tsx).
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  disabled = false,
  invalid = false,
  labelId,
  describedBy,
  editorRef,
}: RichTextEditorProps) {
  // The last HTML this editor reported: a value that differs comes from outside (loading, copying).
  const reported = useRef(value);
  const [initialContent] = useState(() => sanitizeNoticeHtml(value));
  // The editable element's attributes; ProseMirror owns the element.
  const attributes = useMemo(() => {
    const attrs: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      'aria-required': 'true',
    };
    if (describedBy) attrs['aria-describedby'] = describedBy;
    if (invalid) attrs['aria-invalid'] = 'true';
    if (disabled) attrs['aria-disabled'] = 'true';
    return attrs;
  }, [labelId, describedBy, invalid, disabled]);
  const editorProps = useMemo(() => ({ attributes }), [attributes]);

  const editor = useEditor({
    extensions: noticeEditorExtensions,
    content: initialContent,
    editable: !disabled,
    enableInputRules: false,
    enablePasteRules: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = noticeHtmlOf(current);
      reported.current = html;
      onChange(html);
    },
    onBlur: () => onBlur(),
  });

  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    // Not an edit: neither an update to report nor a step to undo.
    editor
      .chain()
      .setMeta('addToHistory', false)
      .setContent(sanitizeNoticeHtml(value), { emitUpdate: false })
      .run();
  }, [editor, value]);

  useEffect(() => {
    // useEditor destroys its first editor when this component's effects run later than it expects
    // (after a slow paint) and renders again with a new one: a destroyed editor has no element.
    if (!editor || editor.isDestroyed || !editorRef) return;
    editorRef(editor.view.dom);
    return () => editorRef(null);
  }, [editor, editorRef]);

  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'rgba(0, 0, 0, 0.23)',
        borderRadius: 1,
        bgcolor: disabled ? 'action.hover' : 'background.paper',
        '&:focus-within': { borderColor: invalid ? 'error.main' : 'primary.main', boxShadow: 1 },
      }}
    >
      <EditorToolbar editor={editor} disabled={disabled} />
      <Box
        sx={{
          '& .ProseMirror': {
            minHeight: { xs: 200, sm: 260 },
            maxHeight: 520,
            overflowY: 'auto',
            p: 1.5,
            outline: 'none',
            lineHeight: 1.8,
            overflowWrap: 'anywhere',
            color: disabled ? 'text.disabled' : 'text.primary',
          },
          // As the notice is shown (shared/ui/notice-html-view.tsx).
          '& .ProseMirror p': { my: 0.5 },
          '& .ProseMirror li > p': { my: 0 },
          '& .ProseMirror a': { color: 'primary.dark' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

export default RichTextEditor;
