/**
 * An environment a production start (NODE_ENV=production) accepts, and no more than it needs: the
 * configuration tests start from it and change what they are about.
 */
export const productionEnv = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://portal.example.jp',
  TRUST_PROXY: '1',
  SMS_PROVIDER: 'sns',
  SMTP_URL: 'smtp://mail.school.example.jp:587',
  MAIL_FROM: 'bounces@school.example.jp',
  DATABASE_URL: 'postgres://u@db/tayori',
};
