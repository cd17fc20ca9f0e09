import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen } from '@testing-library/react';
import type { RosterImportDetail } from '@tayori/contract';
import { ImportHistory } from './import-history';
import { ImportPreview } from './import-preview';
import { renderInApp } from '../../../test/render-in-app';

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../shared/auth/oidc', () => ({ getIdToken: async () => 'id-token' }));

/** A previewed import of 旭川北 (S0002): not the school the form chooses first. */
const detail: RosterImportDetail = {
  importId: '7269d018-d6d1-4d63-a586-69b245da7a5b',
  kind: 'students',
  extendedSchoolCode: 'S0002',
  schoolName: '旭川北高等学院',
  fileName: 'meibo.csv',
  encoding: 'utf-8',
  markMissingAsLeaving: false,
  absentColumns: [],
  ignoredColumns: [],
  status: 'previewed',
  counts: { new: 1, changed: 0, unchanged: 0, leaving: 0, rejected: 0 },
  progress: { done: 0, total: 1 },
  createdAt: '2026-06-15T03:00:00Z',
  createdByName: '山本 浩',
  appliedAt: null,
  failure: null,
  rejections: [],
  changes: [],
  newPlaces: [],
  abilities: { apply: true, undo: false },
  applyRefusal: null,
  undoneBy: null,
  graduatesNamedIn: { noticeGroups: [], announceLists: [] },
  undoOf: null,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ imports: [detail] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderWithProviders(node: React.ReactNode) {
  renderInApp(node);
}

// The form's school is a choice for the next upload; after a reload, or an import opened from the
// history, only the import itself can say which school and kind it changes (docs/roster-import.md).
describe('an import names the school and kind it changes', () => {
  it('in its preview, beside the file', () => {
    renderWithProviders(<ImportPreview detail={detail} onOpen={() => undefined} />);
    expect(
      screen.getByText('生徒・旭川北高等学院（S0002）：meibo.csv（UTF-8として読み込み）'),
    ).toBeTruthy();
  });

  it('in the history', async () => {
    renderWithProviders(<ImportHistory onOpen={() => undefined} />);
    expect(
      await screen.findByRole('button', { name: '生徒・旭川北高等学院（S0002）：meibo.csv' }),
    ).toBeTruthy();
  });
});

describe('an import that stopped', () => {
  it('says why, as the server put it', () => {
    const failure = '取り込み中に、ファイルのサインインIDがほかのアカウントで使われました。';
    renderWithProviders(
      <ImportPreview detail={{ ...detail, status: 'failed', failure }} onOpen={() => undefined} />,
    );
    expect(screen.getByRole('alert').textContent).toBe(failure);
  });
});
