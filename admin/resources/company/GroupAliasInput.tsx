import { useMemo } from 'react';
import { TextInput, useRecordContext, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { apiFetch } from '../../../common/api.ts';
import type { AliasAvailability } from '../../../entities/companyReplies.ts';
import type { GeneratedInputProps } from '../../inputs.tsx';

/**
 * The generated text input of a company's group alias, plus the check that no other company uses it (whatever the
 * case): asked of the server when the field is left and before saving, so the form says "alias already used" instead
 * of failing on save. The company's own alias counts as free.
 */
export function GroupAliasInput({ validate, ...props }: GeneratedInputProps) {
  const record = useRecordContext();
  const { trigger } = useFormContext();
  const companyId = record?.id;
  const available: Validator = useMemo(() => {
    const answers = new Map<string, Promise<boolean>>();
    return async (value: unknown) => {
      const alias = typeof value === 'string' ? value.trim() : '';
      // Empty or malformed values are the other validators' to refuse.
      if (!alias || !/^[A-Za-z0-9_-]+$/.test(alias)) return undefined;
      const key = alias.toLowerCase();
      if (!answers.has(key)) {
        const query = companyId !== undefined ? `?except=${encodeURIComponent(String(companyId))}` : '';
        answers.set(
          key,
          apiFetch<AliasAvailability>(`/api/public/is_route_available/${encodeURIComponent(alias)}${query}`).then(
            ({ data }) => data.available,
            () => {
              answers.delete(key);
              return true;
            },
          ),
        );
      }
      return (await answers.get(key)!) ? undefined : 'criteria.alias.taken';
    };
  }, [companyId]);
  return <TextInput {...props} validate={[...validate, available]} onBlur={() => void trigger(props.source)} sx={{ width: '100%', maxWidth: 420 }} />;
}
