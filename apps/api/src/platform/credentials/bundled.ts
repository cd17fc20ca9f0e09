import type { Db } from '../../db/client';
import { newTemporaryPassword, setAccountPassword } from '../identity/bundled-idp';
import type { CredentialsPort } from './port';

/** The bundled IdP's credential store: temporary for 7 days, its sessions ended (apps/idp). */
export function createBundledCredentials(db: Db): CredentialsPort {
  return {
    generateTemporaryPassword: newTemporaryPassword,
    setTemporaryPassword: (account, password, now) =>
      setAccountPassword(db, account.userId, password, { temporary: true, now }),
  };
}
