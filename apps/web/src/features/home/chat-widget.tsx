import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from '../../shared/i18n';
import { ChatbotScript } from '../../shared/ui/chatbot-script';
import { useWidget } from './api/get-widget';

/**
 * The home chat assistant (spec 000 §2: loaded for every user type). A failure (404 when the
 * school has none) is only logged (spec 001 §8); otherwise the chatbot script is loaded with the
 * setting's key and placement (docs/decisions/chatbot.md).
 */
export function ChatWidget() {
  const { t } = useTranslation();
  const widget = useWidget();
  const error = widget.error;
  useEffect(() => {
    if (error) console.warn('Chat widget not available:', error.message);
  }, [error]);
  if (!widget.data) return null;
  const { scriptUrl, sdkKey, widget: settings } = widget.data;
  return (
    // Chat widgets float a launcher at the bottom right: this room at the page's end lets the last
    // menu tiles scroll out from under it.
    <Box sx={{ minHeight: 72 }}>
      <ChatbotScript
        scriptUrl={scriptUrl}
        sdkKey={sdkKey}
        widget={settings}
        label={t('chatbot_area')}
        onError={() => console.warn('Chat widget script not loaded:', scriptUrl)}
      />
    </Box>
  );
}
