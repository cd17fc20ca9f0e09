import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { KanaField, type School } from '@tayori/contract';
import { contractResolver } from '../contract-resolver';
import { SchoolInput } from './autocomplete-input';
import { SelectInput } from './select-input';
import { KanaInput, TextInput } from './text-input';

const Values = z.object({
  lastName: z.string().max(5, '5文字以内で入力してください。'),
  lastNameKana: KanaField,
  userType: z.string(),
  extendedSchoolCode: z.string().min(1, '必須項目です。'),
});
type Values = z.infer<typeof Values>;

const schools: School[] = [
  { extendedSchoolCode: 'S0001', schoolName: '札幌中央高等学院', areaCode: '01' },
  { extendedSchoolCode: 'S0002', schoolName: '仙台青葉高等学院', areaCode: '02' },
];

function Form({ onValid }: { onValid(values: Values): void }) {
  const form = useForm<Values>({
    defaultValues: { lastName: '', lastNameKana: '', userType: '', extendedSchoolCode: '' },
    resolver: contractResolver<Values>(Values),
  });
  const { control } = form;
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onValid)(e)}>
      <TextInput control={control} name="lastName" label="姓" clearable counter={{ max: 5 }} />
      <KanaInput control={control} name="lastNameKana" label="姓（カナ）" />
      <SelectInput
        control={control}
        name="userType"
        label="ユーザー種別"
        clearable
        options={[
          { value: 'STAFF', label: '職員' },
          { value: 'TUTOR', label: 'チューター' },
        ]}
      />
      <SchoolInput control={control} name="extendedSchoolCode" schools={schools} required />
      <button type="submit">送信</button>
    </form>
  );
}

const setup = () => {
  const onValid = vi.fn();
  render(<Form onValid={onValid} />);
  return { onValid, user: userEvent.setup() };
};

describe('form fields bound to react-hook-form', { timeout: 20_000 }, () => {
  it('a clearable text offers its labelled clear button only while it holds text', async () => {
    const { user } = setup();
    const name = screen.getByRole('textbox', { name: '姓' });
    expect(screen.queryByRole('button', { name: '姓の入力をクリア' })).toBeNull();
    await user.type(name, '山田');
    await user.click(screen.getByRole('button', { name: '姓の入力をクリア' }));
    expect(name).toHaveProperty('value', '');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.queryByRole('button', { name: '姓の入力をクリア' })).toBeNull();
  });

  it("kana typed in hiragana or half width shows as the contract's full-width katakana", async () => {
    const { user } = setup();
    const kana = screen.getByRole<HTMLInputElement>('textbox', { name: '姓（カナ）' });
    await user.type(kana, 'やまﾀﾞ');
    await user.tab();
    expect(kana.value).toBe('ヤマダ');
  });

  it('a select is chosen and cleared; a school is chosen by name and held as its code', async () => {
    const { user, onValid } = setup();
    await user.click(screen.getByRole('combobox', { name: 'ユーザー種別' }));
    await user.click(screen.getByRole('option', { name: 'チューター' }));
    expect(screen.getByRole('combobox', { name: 'ユーザー種別' }).textContent).toContain(
      'チューター',
    );
    await user.click(screen.getByRole('button', { name: 'ユーザー種別の選択を解除' }));
    expect(screen.queryByRole('button', { name: 'ユーザー種別の選択を解除' })).toBeNull();

    await user.type(screen.getByRole('combobox', { name: '学校' }), '仙台');
    await user.click(screen.getByRole('option', { name: '仙台青葉高等学院' }));
    await user.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual({
      lastName: '',
      lastNameKana: '',
      userType: '',
      extendedSchoolCode: 'S0002',
    });
  });

  it("the contract's rules and messages are the form's (contractResolver)", async () => {
    const { user, onValid } = setup();
    await user.type(screen.getByRole('textbox', { name: '姓' }), '山田山田山田');
    await user.type(screen.getByRole('textbox', { name: '姓（カナ）' }), 'yamada');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByText('5文字以内で入力してください。')).toBeTruthy();
    // The counter stays beside the message: an error never hides it.
    expect(screen.getByText('6 / 5')).toBeTruthy();
    expect(screen.getByText('全角カナで入力してください。')).toBeTruthy();
    expect(screen.getByText('必須項目です。')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });
});
