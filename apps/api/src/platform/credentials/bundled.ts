import { generateTemporaryPassword, setPassword } from '@tayori/idp';
import type { Db } from '../../db/client';
import type { CredentialsPort } from './index';

/** The bundled IdP's credential store: temporary for 7 days, its sessions ended (apps/idp). */
export function createBundledCredentials(db: Db): CredentialsPort {
  return {
    generateTemporaryPassword: () => generateTemporaryPassword(),
    setTemporaryPassword: (account, password, now) =>
      setPassword(db, account.userId, password, { temporary: true, now }),
  };
}
