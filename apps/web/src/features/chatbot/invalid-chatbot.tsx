import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { userTypeLabels, type UserType } from '@tayori/contract';
import { useTranslation } from '../../shared/i18n';
import { paths } from '../../shared/navigation/paths';

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
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error" aria-labelledby="chatbot-invalid-title" sx={{ alignSelf: 'stretch' }}>
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
      <Button component={RouterLink} to={paths.Home} variant="outlined">
        {t('back_to_home')}
      </Button>
    </Stack>
  );
}
