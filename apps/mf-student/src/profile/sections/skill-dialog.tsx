import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useGetVocationsQuery } from '@yrkesbro/api-client';
import {
  PROFICIENCY_LABELS,
  PROFILE_TEXT_MAX,
  STUDENT_LIMITS,
  STUDENT_MESSAGES,
  skillSchema,
} from '@yrkesbro/contracts';
import type { Skill } from '@yrkesbro/contracts';
import { useFormik } from 'formik';
import type { FormikProps } from 'formik';
import { useId } from 'react';
import { DIALOG_TEXTS } from './texts.ts';
import { useAddSkillMutation, useUpdateSkillMutation } from '../profile-api.ts';
import { ItemFormDialog } from './item-form-dialog.tsx';
import type { ListDialogProps } from './list-section.tsx';
import { FormField } from '@yrkesbro/forms';
import { useSaveListItem } from './use-save-list-item.ts';
import { useDialogDraft } from './use-dialog-draft.tsx';

const T = DIALOG_TEXTS.skillDialog;

/** The select holds the vocation's id as text; '' until one is chosen. */
interface SkillValues {
  name: string;
  vocationId: string;
  proficiency: number;
}

const MARKS = PROFICIENCY_LABELS.map((label, index) => ({ value: index * 50, label }));

/**
 * Adds a skill with a category (a vocation) and a level, or edits the `item` given. The spec's
 * rule is that nothing happens without a trimmed name and a category: the button sends nothing
 * then, and says which is missing (a disabled button could not be reached by the keyboard and
 * told no reason).
 */
export function SkillDialog({ open, item: skill, onClose }: ListDialogProps<Skill>) {
  const [addSkill] = useAddSkillMutation();
  const [updateSkill] = useUpdateSkillMutation();
  const save = useSaveListItem(skill, addSkill, updateSkill, {
    added: STUDENT_MESSAGES.skillAdded,
    addFailed: STUDENT_MESSAGES.skillFailed,
    updated: STUDENT_MESSAGES.skillUpdated,
    updateFailed: STUDENT_MESSAGES.skillUpdateFailed,
  });
  const levelLabelId = useId();

  const form = useFormik<SkillValues>({
    initialValues: {
      name: skill?.skill_name ?? '',
      vocationId: skill ? String(skill.vocation_id) : '',
      proficiency: skill?.proficiency ?? STUDENT_LIMITS.skillProficiencyDefault,
    },
    validationSchema: skillSchema,
    onSubmit: async (values, helpers) => {
      const problem = await save(skillSchema.cast(values));
      if (problem === null) {
        helpers.resetForm();
        draft.close();
      } else if (problem === STUDENT_MESSAGES.skillDuplicate) {
        // At the name, where it is read out with the field, which takes the focus: the toast
        // beside the open dialog is hidden from screen readers.
        helpers.setFieldError('name', problem);
      }
    },
  });
  const draft = useDialogDraft('skill', skill, form, onClose);

  return (
    <ItemFormDialog
      open={open}
      editing={Boolean(skill)}
      texts={T}
      form={form}
      onClose={draft.close}
    >
      {draft.notice}
      <FormField
        form={form}
        name="name"
        label={T.skill}
        required
        helperText={T.skillHint}
        slotProps={{ htmlInput: { maxLength: PROFILE_TEXT_MAX.skillName } }}
      />
      <VocationSelect form={form} />
      <Box>
        <Typography id={levelLabelId} gutterBottom>
          {T.level(form.values.proficiency)}
        </Typography>
        <Slider
          name="proficiency"
          aria-labelledby={levelLabelId}
          value={form.values.proficiency}
          onChange={(_event, value) => form.setFieldValue('proficiency', value)}
          min={0}
          max={100}
          step={1}
          marks={MARKS}
          valueLabelDisplay="auto"
          getAriaValueText={(value) => `${value} %`}
          sx={{
            // Keep the end labels inside the dialog instead of centred on the track's ends.
            '& .MuiSlider-markLabel[data-index="0"]': { transform: 'none' },
            '& .MuiSlider-markLabel[data-index="2"]': { transform: 'translateX(-100%)' },
          }}
        />
      </Box>
    </ItemFormDialog>
  );
}

/** Kategori: the vocations from GET /vocations, with a way back when they fail to load. */
function VocationSelect({ form }: { form: FormikProps<SkillValues> }) {
  const { data: vocations = [], isLoading, isError, refetch } = useGetVocationsQuery();
  return (
    <Box>
      <FormField
        form={form}
        name="vocationId"
        label={T.category}
        required
        select
        disabled={isLoading || isError}
        helperText={isLoading ? T.loadingCategories : undefined}
      >
        <option value="" disabled>
          {isLoading ? T.loading : T.chooseCategory}
        </option>
        {vocations.map((vocation) => (
          <option key={vocation.id} value={String(vocation.id)}>
            {vocation.name}
          </option>
        ))}
      </FormField>
      {isError && (
        <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography variant="body2" color="error">
            {T.categoriesFailed}
          </Typography>
          <Button size="small" onClick={() => refetch()}>
            {T.retry}
          </Button>
        </Box>
      )}
    </Box>
  );
}
