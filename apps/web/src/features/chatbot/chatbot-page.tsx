import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMe } from '../../shared/auth/use-me';
import { useTranslation } from '../../shared/i18n';
import { ChatbotScript } from '../../shared/ui/chatbot-script';
import { LoadingOverlay } from '../../shared/ui/loading-overlay';
import { useStandaloneWidget } from './api/get-standalone-widget';
import { InvalidChatbot } from './invalid-chatbot';

/**
 * /comconnect-ai?app=… (spec 001 §2, §7, §8): the chatbot widget of the setting `app` names. With
 * no `app`, an answer with errorCode FORBIDDEN, a failed request or a script that does not load,
 * the error block says the setting is invalid, with the school code, user type and access path to
 * give the system administrator. The server is asked even without `app`: its answer names the
 * caller's school code.
 */
export default function ChatbotPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const params = Object.fromEntries(searchParams);
  const setting = useStandaloneWidget(params);
  const me = useMe();
  const [scriptFailed, setScriptFailed] = useState(false);
  if (setting.isPending) return <LoadingOverlay />;
  const data = setting.data;
  const accessPath = location.pathname + location.search;
  if (
    !params.app ||
    !data ||
    data.errorCode !== null ||
    !data.scriptUrl ||
    !data.sdkKey ||
    scriptFailed
  ) {
    return (
      <InvalidChatbot
        schoolCode={data?.extendedSchoolCode ?? me.data?.extendedSchoolCode ?? null}
        userType={data?.userType ?? me.data?.userType ?? null}
        accessPath={accessPath}
      />
    );
  }
  const title = typeof data.widget?.title === 'string' ? data.widget.title : t('chatbot_title');
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      <ChatbotScript
        scriptUrl={data.scriptUrl}
        sdkKey={data.sdkKey}
        widget={{ ...data.widget, placement: 'standalone' }}
        label={title}
        onError={() => setScriptFailed(true)}
      />
    </Stack>
  );
}
