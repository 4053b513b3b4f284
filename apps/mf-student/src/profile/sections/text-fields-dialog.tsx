import { PROFILE_TEXT_MAX } from '@yrkesbro/contracts';
import { FormField } from '@yrkesbro/forms';
import { useFormik } from 'formik';
import { ItemFormDialog } from './item-form-dialog.tsx';
import type { ItemFormTexts } from './item-form-dialog.tsx';
import type { ListDialogProps } from './list-section.tsx';
import { useDialogDraft } from './use-dialog-draft.tsx';
import { useSaveListItem } from './use-save-list-item.ts';
import type { SaveMessages, Sent } from './use-save-list-item.ts';

/** One field of the form: `from` is the item's property that fills it when editing. */
export interface TextFieldDescription<Item, Values> {
  name: keyof Values & string;
  from: keyof Item;
  label: string;
  hint?: string;
  /** The most characters the field takes. */
  max: number;
  required?: boolean;
  /** A few lines of text rather than one. */
  multiline?: boolean;
}

/** Periode, from the item's year_period: the same field in each list that has one. */
export function periodField<Item extends { year_period: string }, Values>(
  name: keyof Values & string,
  texts: { period: string; periodHint: string },
): TextFieldDescription<Item, Values> {
  return {
    name,
    from: 'year_period',
    label: texts.period,
    hint: texts.periodHint,
    max: PROFILE_TEXT_MAX.period,
    required: true,
  };
}

/** What makes a list's dialog its own: see TextFieldsDialog. */
export interface TextFieldsForm<Item, Values> {
  /** Names the dialog's draft (useDialogDraft). */
  draftName: string;
  texts: ItemFormTexts;
  messages: SaveMessages;
  /** Checks the fields and trims them for sending. */
  schema: { cast: (values: Values) => Values };
  fields: TextFieldDescription<Item, Values>[];
}

/**
 * The add and edit dialog of a list whose items are only text (education, work experience):
 * `form` describes its fields, which start from `item` when editing it (prefilled, the same
 * form), and `add` or `update` sends them. What was typed is kept as a draft until saved.
 */
export function TextFieldsDialog<Item extends { id: string }, Values extends object>({
  open,
  item,
  onClose,
  add,
  update,
  form: { draftName, texts, messages, schema, fields },
}: ListDialogProps<Item> & {
  add: (body: Values) => Sent;
  update: (body: Values & { id: string }) => Sent;
  form: TextFieldsForm<Item, Values>;
}) {
  const save = useSaveListItem(item, add, update, messages);

  const form = useFormik<Values>({
    initialValues: Object.fromEntries(
      fields.map(({ name, from }) => [name, (item?.[from] as string | undefined) ?? '']),
    ) as Values,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      if ((await save(schema.cast(values))) === null) {
        helpers.resetForm();
        draft.close();
      }
    },
  });
  const draft = useDialogDraft(draftName, item, form, onClose);

  return (
    <ItemFormDialog
      open={open}
      editing={Boolean(item)}
      texts={texts}
      form={form}
      onClose={draft.close}
    >
      {draft.notice}
      {fields.map(({ name, label, hint, max, required, multiline }) => (
        <FormField
          key={name}
          form={form}
          name={name}
          label={label}
          required={required}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          helperText={hint}
          slotProps={{ htmlInput: { maxLength: max } }}
        />
      ))}
    </ItemFormDialog>
  );
}
