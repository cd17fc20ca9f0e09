import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { RosterGraduatesNamedIn } from '@tayori/contract';
import { useTranslation } from '../../shared/i18n';

/**
 * The notification groups and saved destination lists that name students the year update
 * graduates: their accounts become 利用停止, so notices and mail to those groups no longer reach
 * them (docs/roster-import.md, 年度更新). Shown so the groups can be tidied.
 */
export function GraduatesNamed({ named }: { named: RosterGraduatesNamedIn }) {
  const { t } = useTranslation();
  if (named.noticeGroups.length === 0 && named.announceLists.length === 0) return null;
  return (
    <Alert severity="info" role="region" aria-labelledby="graduates-named">
      <AlertTitle id="graduates-named">{t('roster_year_update_graduates_named')}</AlertTitle>
      <Typography component="ul" variant="body2" sx={{ m: 0, pl: 3 }}>
        {named.noticeGroups.map((g) => (
          <li key={`group-${g.name}`}>
            {t('roster_year_update_graduates_group', { name: g.name, count: g.count })}
          </li>
        ))}
        {named.announceLists.map((l) => (
          <li key={`list-${l.ownerName}-${l.name}`}>
            {t('roster_year_update_graduates_list', {
              name: l.name,
              owner: l.ownerName,
              count: l.count,
            })}
          </li>
        ))}
      </Typography>
    </Alert>
  );
}
