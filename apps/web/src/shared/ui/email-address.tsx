import Link from '@mui/material/Link';
import { useTranslation } from '../i18n';
import { CopyButton } from './copy-button';
import { wrapAnywhere } from './data-table/columns';

/** An address that does not fit breaks after its @ (then anywhere), not inside the domain. */
export function BreakableAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

/**
 * An e-mail address as a mailto link and a copy button with its 2-second 'copied' tooltip (spec
 * 000 §2 read status, spec 001 §2 staff e-mail search).
 */
export function EmailAddress({ address }: { address: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Link href={`mailto:${address}`} sx={wrapAnywhere}>
        <BreakableAddress address={address} />
      </Link>
      <CopyButton text={address} label={t('copy_email', { email: address })} />
    </>
  );
}
