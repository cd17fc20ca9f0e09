import { useEffect } from 'react';
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
    <ChatbotScript
      scriptUrl={scriptUrl}
      sdkKey={sdkKey}
      widget={settings}
      label={t('chatbot_area')}
      onError={() => console.warn('Chat widget script not loaded:', scriptUrl)}
    />
  );
}
