import Link from '@mui/material/Link';
import DownloadIcon from '@mui/icons-material/Download';
import { useScreenFailure } from '../api/use-screen-failure';
import { useSnackbar } from './snackbar';

/** Saves a file the browser holds under `fileName`, as a download of the page's would. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A link that fetches a file from the API when pressed (a sample, a report, an export) and saves
 * it; a failure is told in the snackbar with the screen's message for it.
 */
export function DownloadLink({
  label,
  fileName,
  fetchFile,
}: {
  label: string;
  fileName: string;
  fetchFile: () => Promise<Blob>;
}) {
  const snackbar = useSnackbar();
  const describeFailure = useScreenFailure();
  const download = async () => {
    try {
      saveFile(await fetchFile(), fileName);
    } catch (error) {
      snackbar.show(describeFailure(error).message, 'error');
    }
  };
  return (
    <Link
      component="button"
      type="button"
      onClick={() => void download()}
      sx={{
        alignSelf: 'flex-start',
        display: 'inline-flex',
        gap: 0.5,
        alignItems: 'center',
        textAlign: 'left',
      }}
    >
      <DownloadIcon fontSize="small" />
      {label}
    </Link>
  );
}
