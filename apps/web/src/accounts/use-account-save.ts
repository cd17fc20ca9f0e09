import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { typedText } from '@tayori/contract';
import { useTranslation } from '../shared/i18n';
import type { TypedFields } from '../shared/forms/typed-text';
import { useSubmitFlow } from '../shared/forms/use-submit-flow';

/**
 * The save of an account detail (staff, tutor; spec 001 §2, §4): the form's rules, then `send`
 * with the contract's body; the saved detail answered replaces the shown one, the searches are
 * marked stale, and 'updated' is shown. Kana typed in hiragana shows as the katakana saved.
 */
export function useAccountSave<
  V extends FieldValues & { lastNameKana: string; firstNameKana: string },
  B,
  D,
>(
  form: UseFormReturn<V, unknown, B>,
  opts: { send: (body: B) => Promise<D>; detailKey: QueryKey; searchesKey: QueryKey },
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { busy, submit } = useSubmitFlow(form);
  const save = submit(
    (body) => ({
      send: async () => {
        queryClient.setQueryData(opts.detailKey, await opts.send(body));
        await queryClient.invalidateQueries({ queryKey: opts.searchesKey, refetchType: 'none' });
      },
      success: t('account_updated_message'),
    }),
    { lastNameKana: typedText.kana, firstNameKana: typedText.kana } as TypedFields<V>,
  );
  return { busy, save };
}
