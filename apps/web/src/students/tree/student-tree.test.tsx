import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StudentTree, type StudentTreeNode } from './student-tree';
import { tickedIds } from './tree-nodes';

const student = (id: string, label: string): StudentTreeNode => ({ id, label });
/** School year → department → course → students (spec 001 §2), a no-year group ending in 0. */
const nodes: StudentTreeNode[] = [
  {
    id: 'y1',
    label: '1年',
    children: [
      {
        id: 'y1-d1',
        label: '普通科',
        children: [
          {
            id: 'y1-d1-c1',
            label: '通信コース',
            children: [student('u1', '山田 花子'), student('u2', '佐藤 太郎')],
          },
        ],
      },
    ],
  },
  {
    id: 'y0',
    label: '学年なし',
    children: [
      {
        id: 'y0-d1',
        label: '普通科',
        children: [{ id: 'y0-d1-c1', label: '通学コース', children: [student('u3', '鈴木 一郎')] }],
      },
    ],
  },
];

function Harness({ onChange, careful }: { onChange(ids: string[]): void; careful?: boolean }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <StudentTree
      nodes={nodes}
      selected={selected}
      label="配信先"
      careful={careful}
      onSelectedChange={(ids) => {
        onChange(ids);
        setSelected(ids);
      }}
    />
  );
}

/** MUI X's tree checkboxes are aria-hidden: a tree item says it is ticked with aria-checked. */
const item = (name: RegExp | string) => screen.getByRole('treeitem', { name });
const tickBox = (name: RegExp | string) =>
  within(item(name)).getAllByRole('checkbox', { hidden: true })[0]!;

describe('StudentTree', { timeout: 20_000 }, () => {
  it('loads lazily and shows each branch with its student count', async () => {
    render(<Harness onChange={() => {}} />);
    expect(await screen.findByRole('tree', { name: '配信先' })).toBeTruthy();
    expect(item('1年（2名）')).toBeTruthy();
    expect(item('学年なし（1名）')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0名を選択中');
  });

  it('ticking a branch selects its students; すべて選択 selects and clears all', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await screen.findByRole('tree');
    const user = userEvent.setup();

    await user.click(tickBox('1年（2名）'));
    expect(onChange).toHaveBeenLastCalledWith(['u1', 'u2']);
    expect(item('1年（2名）').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('2名を選択中');
    const selectAll = screen.getByRole('checkbox', { name: 'すべて選択' });
    expect(selectAll).toHaveProperty('indeterminate', true);

    await user.click(selectAll);
    expect(onChange).toHaveBeenLastCalledWith(['u1', 'u2', 'u3']);
    expect(item('学年なし（1名）').getAttribute('aria-checked')).toBe('true');
    expect(selectAll).toHaveProperty('checked', true);

    await user.click(selectAll);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(item('1年（2名）').getAttribute('aria-checked')).toBe('false');
  });

  it('the careful tree is headed with its count (spec 001 §2)', async () => {
    render(<Harness onChange={() => {}} careful />);
    expect(await screen.findByRole('heading', { name: '要配慮の生徒（3名）' })).toBeTruthy();
    expect(screen.getByRole('tree', { name: '要配慮の生徒（3名）' })).toBeTruthy();
  });

  it('a selection given from outside ticks the branches whose students are all in it', () => {
    expect(tickedIds(nodes, new Set(['u3']))).toEqual(['u3', 'y0-d1-c1', 'y0-d1', 'y0']);
    expect(tickedIds(nodes, new Set(['u1']))).toEqual(['u1']);
  });
});
