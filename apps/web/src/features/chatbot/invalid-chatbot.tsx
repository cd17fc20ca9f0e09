import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { userTypeLabels, type UserType } from '@tayori/contract';
import { useTranslation } from '../../shared/i18n';

export interface InvalidChatbotProps {
  schoolCode: string | null;
  userType: UserType | null;
  accessPath: string;
}

/** Spec 001 §2, §8: the invalid-chatbot error block, with what the administrator needs to know. */
export function InvalidChatbot({ schoolCode, userType, accessPath }: InvalidChatbotProps) {
  const { t } = useTranslation();
  const unknown = t('chatbot_unknown');
  return (
    <Alert severity="error" aria-labelledby="chatbot-invalid-title">
      <AlertTitle id="chatbot-invalid-title" component="h1">
        {t('chatbot_invalid_title')}
      </AlertTitle>
      {t('chatbot_invalid')}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          mt: 2,
          mb: 0,
          '& dd': { m: 0, overflowWrap: 'anywhere', fontFamily: 'monospace' },
        }}
      >
        <dt>{t('chatbot_school_code')}</dt>
        <dd>{schoolCode ?? unknown}</dd>
        <dt>{t('chatbot_user_type')}</dt>
        <dd>{userType ? `${userTypeLabels[userType]}（${userType}）` : unknown}</dd>
        <dt>{t('chatbot_access_path')}</dt>
        <dd>{accessPath}</dd>
      </Box>
    </Alert>
  );
}
