import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';

export interface ChatbotScriptProps {
  /** The chatbot's script (CHATBOT_SCRIPT_URL; the demo's own by default). */
  scriptUrl: string;
  sdkKey: string;
  /** The setting's widget object (title, greeting, placement…), passed on as it is. */
  widget: Record<string, unknown>;
  /** The script could not be loaded (blocked, offline, gone). */
  onError?: () => void;
  /** The container's accessible name. */
  label: string;
}

/**
 * Loads the chat widget (spec 000 §2 home, spec 001 §2 chatbot page) the way chatbot vendors embed
 * theirs: a script element carrying the key and settings in `data-` attributes, and the element to
 * draw in (`data-container`, by id). The widget reads them from `document.currentScript`. No inline
 * script: the CSP allows this origin's scripts and CHATBOT_SCRIPT_URL's origin only. Leaving the
 * screen removes the script and the container with whatever the widget drew in it.
 */
export function ChatbotScript({ scriptUrl, sdkKey, widget, onError, label }: ChatbotScriptProps) {
  const containerId = `chatbot-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const settings = JSON.stringify(widget);
  const failed = useRef(onError);
  useEffect(() => {
    failed.current = onError;
  });
  useEffect(() => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.sdkKey = sdkKey;
    script.dataset.widget = settings;
    script.dataset.container = containerId;
    script.addEventListener('error', () => failed.current?.());
    document.body.appendChild(script);
    return () => script.remove();
  }, [scriptUrl, sdkKey, settings, containerId]);
  return <Box id={containerId} component="section" aria-label={label} />;
}
