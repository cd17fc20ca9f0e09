import { lazy, Suspense, useId, useMemo, useState, type ComponentType } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { isBlankNoticeBody, limits, noticeBodyLength } from '@tayori/contract';
import { noticeBodyText } from '../../../shared/html/notice-html';
import { NoticeHtmlView } from '../../../shared/ui/notice-html-view';
import { CountedHelp, countedHelpSx } from '../../../shared/forms/fields/counted-help';
import type { NoticeControl } from './notice-rules';

/**
 * The editor (TipTap, about 115 kB gzip) is a chunk of its own, which only the staff notice forms
 * load. It starts loading with this module, beside the screen's own requests, not at first render;
 * a form drawn after it arrived uses it at once (a lazy component would suspend once more).
 */
type Editor = ComponentType<import('./rich-text-editor').RichTextEditorProps>;
let loadedEditor: Editor | undefined;
const loadEditor = () =>
  import('./rich-text-editor').then((module) => (loadedEditor = module.RichTextEditor));
void loadEditor();
const LazyEditor = lazy(() => loadEditor().then((component) => ({ default: component })));

/** 本文 with フォーム (editor) and プレビュー (sanitised HTML, `[https://…]` as links) tabs. */
export function BodyField({ control, disabled }: { control: NoticeControl; disabled: boolean }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'noticeBody' });
  const [tab, setTab] = useState<'form' | 'preview'>('form');
  // Chosen once: switching from the lazy component to the loaded one would remount the editor.
  const [RichTextEditor] = useState<Editor>(() => loadedEditor ?? LazyEditor);
  const id = useId();
  const ids = {
    label: `${id}-label`,
    help: `${id}-help`,
    formTab: `${id}-form-tab`,
    previewTab: `${id}-preview-tab`,
    formPanel: `${id}-form`,
    previewPanel: `${id}-preview`,
  };
  const error = fieldState.error?.message;
  // What the 5000 rule counts: the text a reader sees, not the HTML.
  const length = useMemo(() => noticeBodyLength(field.value, noticeBodyText), [field.value]);

  return (
    <Box>
      <Typography
        id={ids.label}
        component="span"
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
        sx={{ display: 'block', mb: 0.5 }}
      >
        {t('notice_field_body')} *
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, next: 'form' | 'preview') => setTab(next)}
        aria-label={t('notice_body_tabs')}
        sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}
      >
        <Tab
          value="form"
          label={t('notice_tab_form')}
          id={ids.formTab}
          aria-controls={ids.formPanel}
        />
        <Tab
          value="preview"
          label={t('notice_tab_preview')}
          id={ids.previewTab}
          aria-controls={ids.previewPanel}
        />
      </Tabs>
      {/* Both panels stay mounted: the editor keeps its content and undo history. */}
      <Box role="tabpanel" id={ids.formPanel} aria-labelledby={ids.formTab} hidden={tab !== 'form'}>
        <Suspense fallback={<EditorPlaceholder />}>
          <RichTextEditor
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            editorRef={field.ref}
            disabled={disabled}
            invalid={!!error}
            labelId={ids.label}
            describedBy={ids.help}
          />
        </Suspense>
      </Box>
      <Box
        role="tabpanel"
        id={ids.previewPanel}
        aria-labelledby={ids.previewTab}
        hidden={tab !== 'preview'}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minHeight: 200 }}
      >
        {tab === 'preview' &&
          (isBlankNoticeBody(field.value) ? (
            <Typography color="text.secondary">{t('notice_preview_empty')}</Typography>
          ) : (
            <NoticeHtmlView html={field.value} />
          ))}
      </Box>
      <FormHelperText id={ids.help} error={!!error} sx={{ ...countedHelpSx, mx: 1.75 }}>
        <CountedHelp
          message={error ?? t('notice_body_link_help')}
          count={length}
          max={limits.noticeBodyMax}
        />
      </FormHelperText>
    </Box>
  );
}

/** The editor's frame while its chunk loads, so the form does not move when it arrives. */
function EditorPlaceholder() {
  return (
    <Box
      aria-busy="true"
      sx={{
        border: 1,
        borderColor: 'rgba(0, 0, 0, 0.23)',
        borderRadius: 1,
        // The toolbar (a row of small icon buttons) and the editing area.
        minHeight: { xs: 200 + 35, sm: 260 + 35 },
      }}
    />
  );
}
