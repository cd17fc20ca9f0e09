import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CsvExport } from './csv-export';
import { SnackbarProvider } from './snackbar';

/** The CSV flow of spec 001 §4, with files that arrive when their `finish` is called. */
function renderExport() {
  const finish: (() => void)[] = [];
  const fetchFile = () =>
    new Promise<Blob>((resolve) => {
      finish.push(() => resolve(new Blob(['a'], { type: 'text/csv' })));
    });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarProvider>
        <CsvExport
          hits={3}
          fileName="student_search_result.csv"
          createLabel="CSVデータ作成"
          readyMessage="CSVデータを作成しました。"
          fetchFile={fetchFile}
        />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return finish;
}

describe('CsvExport', () => {
  it('a double click creates the file once (spec 001 §4: once ready the button is off)', async () => {
    const finish = renderExport();
    const button = screen.getByRole('button', { name: 'CSVデータ作成' });
    // Both clicks of a double click arrive before the page redraws.
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(finish.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(finish).toHaveLength(1);
    finish[0]!();
    expect(await screen.findByRole('link', { name: 'student_search_result.csv' })).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
