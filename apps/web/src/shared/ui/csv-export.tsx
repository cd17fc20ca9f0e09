import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import DownloadIcon from '@mui/icons-material/Download';
import { useScreenFailure } from '../api/use-screen-failure';
import { useSnackbar } from './snackbar';

export interface CsvExportProps {
  /** The search's hit count: nothing to create without one. */
  hits: number;
  /** Spec 001 §9: staff_search_result.csv, tutor_search_result.csv, student_search_result.csv. */
  fileName: string;
  createLabel: string;
  readyMessage: string;
  /** Fetches every match of the search as the file. */
  fetchFile: () => Promise<Blob>;
}

/**
 * Spec 001 §2, §4's CSV flow: 'create CSV data' once a search has hits; it fetches every match,
 * then turns itself off and a download link named after the file appears. A new search (the
 * parent remounts this with the conditions as key) starts over.
 */
export function CsvExport({
  hits,
  fileName,
  createLabel,
  readyMessage,
  fetchFile,
}: CsvExportProps) {
  const snackbar = useSnackbar();
  const describeFailure = useScreenFailure();
  const csv = useMutation({ mutationFn: fetchFile });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  // The button turns off only when the page redraws; a double click's second click comes before
  // that and would fetch every match a second time.
  const creating = useRef(false);
  const create = () => {
    if (creating.current) return;
    creating.current = true;
    csv.mutate(undefined, {
      onSuccess: (file) => {
        setUrl(URL.createObjectURL(file));
        snackbar.show(readyMessage, 'success');
      },
      onError: (error) => {
        creating.current = false;
        snackbar.show(describeFailure(error).message, 'error');
      },
    });
  };
  return (
    <>
      <Button
        variant="outlined"
        onClick={create}
        disabled={hits === 0 || csv.isPending || url !== null}
      >
        {createLabel}
      </Button>
      {url && (
        <Link
          href={url}
          download={fileName}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'center' }}
        >
          <DownloadIcon fontSize="small" />
          {fileName}
        </Link>
      )}
    </>
  );
}
