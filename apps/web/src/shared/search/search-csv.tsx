import { useTranslation } from '../i18n';
import { CsvExport } from '../ui/csv-export';

export interface SearchCsvProps<Q> {
  /**
   * From useSearchScreen: the conditions the file asks for (null while no search may run) and the
   * form key, so a new search starts the file over (spec 001 §2).
   */
  screen: { search: { formKey: string }; csvQuery: Q | null };
  /** The answer's hit count; undefined while there is none, or when it does not allow the CSV. */
  hits: number | undefined;
  /** Spec 001 §9's name of the file. */
  fileName: string;
  /** Fetches every match of the conditions as the file. */
  fetchFile: (query: Q) => Promise<Blob>;
  createLabel?: string;
  readyMessage?: string;
}

/** A search screen's CSV action (CsvExport) for the conditions on screen, once there is an answer. */
export function SearchCsv<Q>({
  screen,
  hits,
  fileName,
  fetchFile,
  createLabel,
  readyMessage,
}: SearchCsvProps<Q>) {
  const { t } = useTranslation();
  const query = screen.csvQuery;
  if (query === null || hits === undefined) return null;
  return (
    <CsvExport
      key={screen.search.formKey}
      hits={hits}
      fileName={fileName}
      createLabel={createLabel ?? t('account_csv')}
      readyMessage={readyMessage ?? t('account_csv_ready')}
      fetchFile={() => fetchFile(query)}
    />
  );
}
