import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  limits,
  messages,
  rosterUploadKindLabels,
  rosterUploadKinds,
  type RosterEncoding,
  type RosterUploadKind,
  type School,
} from '@tayori/contract';
import { useTranslation } from '../../shared/i18n';
import { CheckForm } from './check-form';
import { SchoolSelect } from './school-select';
import { DownloadLink } from '../../shared/ui/download-link';
import { fetchOneRosterExport, fetchRosterSample } from './api/roster-import-api';

export interface ImportRequest {
  file: File;
  kind: RosterUploadKind;
  extendedSchoolCode: string;
  encoding: RosterEncoding;
  markMissingAsLeaving: boolean;
}

const encodings: {
  value: RosterEncoding;
  label:
    'roster_import_encoding_auto' | 'roster_import_encoding_utf8' | 'roster_import_encoding_sjis';
}[] = [
  { value: 'auto', label: 'roster_import_encoding_auto' },
  { value: 'utf-8', label: 'roster_import_encoding_utf8' },
  { value: 'shift_jis', label: 'roster_import_encoding_sjis' },
];

/** Kinds whose file is a whole roster, so people missing from it can be marked as leaving. */
const rosterKinds: readonly RosterUploadKind[] = ['students', 'accounts', 'oneRoster'];

/** What to import: kind, school, how to read the file, the leaving option, the file; the sample. */
export function ImportForm({
  schools,
  pending,
  onSubmit,
}: {
  schools: readonly School[];
  pending: boolean;
  onSubmit(request: ImportRequest): void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<RosterUploadKind>('students');
  const zip = kind === 'oneRoster';
  const [school, setSchool] = useState(schools[0]?.extendedSchoolCode ?? '');
  const [encoding, setEncoding] = useState<RosterEncoding>('auto');
  const [leaving, setLeaving] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  // Checked before uploading: a browser sending 20 MB only to be refused shows a network error.
  const [tooLarge, setTooLarge] = useState(false);
  const choose = (chosen: File | null) => {
    const over = chosen !== null && chosen.size > limits.rosterImportMaxBytes;
    setTooLarge(over);
    setFile(over ? null : chosen);
  };
  return (
    <CheckForm
      submitLabel={t('roster_import_check')}
      disabled={!file || !school || pending}
      problem={tooLarge && messages.import_file_too_large}
      onSubmit={() => {
        if (file)
          onSubmit({
            file,
            kind,
            extendedSchoolCode: school,
            encoding,
            markMissingAsLeaving: leaving && rosterKinds.includes(kind),
          });
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('roster_import_kind')}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as RosterUploadKind);
            setFile(null);
          }}
          sx={{ minWidth: 240 }}
        >
          {rosterUploadKinds.map((k) => (
            <MenuItem key={k} value={k}>
              {rosterUploadKindLabels[k]}
            </MenuItem>
          ))}
        </TextField>
        <SchoolSelect schools={schools} value={school} onChange={setSchool} />
        {!zip && (
          <TextField
            select
            label={t('roster_import_encoding')}
            value={encoding}
            onChange={(e) => setEncoding(e.target.value as RosterEncoding)}
            sx={{ minWidth: 180 }}
          >
            {encodings.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {t(o.label)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {zip ? (
        <>
          <Typography variant="body2">{t('roster_import_oneroster_help')}</Typography>
          <DownloadLink
            label={t('roster_import_export_school')}
            fetchFile={() => fetchOneRosterExport(school)}
            fileName={`oneroster_${school}.zip`}
          />
          <DownloadLink
            label={t('roster_import_export_all')}
            fetchFile={() => fetchOneRosterExport()}
            fileName="oneroster_all.zip"
          />
        </>
      ) : (
        <DownloadLink
          label={t('roster_import_sample', { kind: rosterUploadKindLabels[kind] })}
          fetchFile={() => fetchRosterSample(kind)}
          fileName={`roster_sample_${kind}.csv`}
        />
      )}
      {rosterKinds.includes(kind) && (
        <FormControlLabel
          control={<Checkbox checked={leaving} onChange={(e) => setLeaving(e.target.checked)} />}
          label={t('roster_import_leaving')}
        />
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
          {t('roster_import_choose_file')}
          <input
            hidden
            type="file"
            accept={zip ? '.zip,application/zip' : '.csv,text/csv'}
            aria-label={t(zip ? 'roster_import_file_zip' : 'roster_import_file')}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {file?.name ?? t('roster_import_no_file')}
        </Typography>
      </Stack>
    </CheckForm>
  );
}
