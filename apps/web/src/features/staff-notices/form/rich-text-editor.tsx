import { useEffect, useRef, type ClipboardEvent } from 'react';
import { useTranslation } from '../../../shared/i18n';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import { sanitizeNoticeHtml } from '../../../shared/html/notice-html';

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
  editorRef?: (el: HTMLDivElement | null) => void;
}

const COMMANDS = [
  { command: 'bold', labelKey: 'notice_editor_bold', Icon: FormatBold },
  { command: 'italic', labelKey: 'notice_editor_italic', Icon: FormatItalic },
  { command: 'underline', labelKey: 'notice_editor_underline', Icon: FormatUnderlined },
  { command: 'insertUnorderedList', labelKey: 'notice_editor_bulleted', Icon: FormatListBulleted },
  { command: 'insertOrderedList', labelKey: 'notice_editor_numbered', Icon: FormatListNumbered },
] as const;

/**
 * The body editor: an editable area producing the HTML the contract's policy allows (paragraphs,
 * bold, italic, underline, lists). Pasted content comes in as plain text, so no foreign markup
 * or style gets in; the server sanitises the body again when it is saved.
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
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement | null>(null);

  // Only a value set from outside (loading, copying) is written into the area; typing is not.
  useEffect(() => {
    const el = area.current;
    if (el && el.innerHTML !== value) el.innerHTML = sanitizeNoticeHtml(value);
  }, [value]);

  const emit = () => onChange(area.current?.innerHTML ?? '');
  const run = (command: string) => {
    area.current?.focus();
    document.execCommand(command);
    emit();
  };
  const paste = (e: ClipboardEvent<HTMLDivElement>) => {
    e.preventDefault();
    document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
  };
  const setRefs = (el: HTMLDivElement | null) => {
    area.current = el;
    editorRef?.(el);
  };

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
      <Stack
        direction="row"
        role="toolbar"
        aria-label={t('notice_editor_toolbar')}
        sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5, flexWrap: 'wrap' }}
      >
        {COMMANDS.map(({ command, labelKey, Icon }) => (
          <Tooltip key={command} title={t(labelKey)}>
            <span>
              <IconButton
                size="small"
                aria-label={t(labelKey)}
                disabled={disabled}
                // Keep the selection in the editor when the button is pressed.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => run(command)}
              >
                <Icon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        ))}
      </Stack>
      <Box
        ref={setRefs}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required="true"
        aria-disabled={disabled || undefined}
        contentEditable={!disabled}
        tabIndex={disabled ? -1 : 0}
        suppressContentEditableWarning
        onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
        onInput={emit}
        onBlur={onBlur}
        onPaste={paste}
        sx={{
          minHeight: { xs: 200, sm: 260 },
          maxHeight: 520,
          overflowY: 'auto',
          p: 1.5,
          outline: 'none',
          lineHeight: 1.8,
          overflowWrap: 'anywhere',
          '& p': { my: 0.5 },
          color: disabled ? 'text.disabled' : 'text.primary',
        }}
      />
    </Box>
  );
}
