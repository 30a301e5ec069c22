import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FieldBaseProps } from '@/components/ui/form.tsx';
import { EmailField, TextareaField, TextField } from '@/components/ui/form-fields.tsx';
import { t } from '@/lib/i18n/i18n.ts';

type Contact = { name: string; phone: string; email: string; address: string };

type ContactFieldsProps<T extends FieldValues & Contact> = {
  control: FieldBaseProps<T, FieldPath<T>>['control'];
  nameLabel: string;
  /** A counter-notice may leave out the telephone and email; a notice may not. */
  optional?: boolean;
};

/** Who files a DMCA notice or counter-notice: full name, telephone, email and postal address. */
export function ContactFields<T extends FieldValues & Contact>({
  control,
  nameLabel,
  optional,
}: ContactFieldsProps<T>) {
  const field = (name: keyof Contact) => name as FieldPath<T>;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name={field('name')} label={nameLabel} autoComplete="name" maxLength={200} />
        <TextField
          control={control}
          name={field('phone')}
          label={optional ? t('Telephone (optional)') : t('Telephone')}
          type="tel"
          autoComplete="tel"
          maxLength={40}
        />
      </div>
      {optional ? (
        <EmailField
          control={control}
          name={field('email')}
          label={t('Email (optional)')}
          required={false}
          maxLength={254}
        />
      ) : (
        <EmailField control={control} name={field('email')} maxLength={254} />
      )}
      <TextareaField
        control={control}
        name={field('address')}
        label={t('Postal address')}
        rows={2}
        maxLength={1000}
        autoComplete="street-address"
      />
    </>
  );
}
