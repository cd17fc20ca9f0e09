import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import { useTranslation } from '../../../shared/i18n';

/** The formats the toolbar offers (keyboard: Ctrl+B, Ctrl+I, Ctrl+U, Ctrl+Shift+8, Ctrl+Shift+7). */
const FORMATS = [
  { name: 'bold', labelKey: 'notice_editor_bold', Icon: FormatBold },
  { name: 'italic', labelKey: 'notice_editor_italic', Icon: FormatItalic },
  { name: 'underline', labelKey: 'notice_editor_underline', Icon: FormatUnderlined },
  { name: 'bulletList', labelKey: 'notice_editor_bulleted', Icon: FormatListBulleted },
  { name: 'orderedList', labelKey: 'notice_editor_numbered', Icon: FormatListNumbered },
] as const;

type FormatName = (typeof FORMATS)[number]['name'];

const toggle = (editor: Editor, name: FormatName) => {
  const chain = editor.chain().focus();
  const commands = {
    bold: () => chain.toggleBold(),
    italic: () => chain.toggleItalic(),
    underline: () => chain.toggleUnderline(),
    bulletList: () => chain.toggleBulletList(),
    orderedList: () => chain.toggleOrderedList(),
  };
  commands[name]().run();
};

/** The editor's format buttons; each says whether its format is on at the cursor (aria-pressed). */
export function EditorToolbar({ editor, disabled }: { editor: Editor | null; disabled: boolean }) {
  const { t } = useTranslation();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(FORMATS.map(({ name }) => [name, current?.isActive(name) ?? false])),
  });
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('notice_editor_toolbar')}
      sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5, flexWrap: 'wrap' }}
    >
      {FORMATS.map(({ name, labelKey, Icon }) => (
        <Tooltip key={name} title={t(labelKey)}>
          <span>
            <IconButton
              size="small"
              aria-label={t(labelKey)}
              aria-pressed={active?.[name] ?? false}
              color={active?.[name] ? 'primary' : 'default'}
              disabled={disabled || !editor}
              // Keep the selection in the editor when the button is pressed.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => editor && toggle(editor, name)}
            >
              <Icon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Stack>
  );
}
