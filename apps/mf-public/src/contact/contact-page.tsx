import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage, selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { CONTACT_MESSAGES, contactSchema } from '@yrkesbro/contracts';
import type { ContactRequest } from '@yrkesbro/contracts';
import { PageContainer, usePageTitle } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { DraftNotice, FormField, SubmitButton, draftKey, useFormDraft } from '@yrkesbro/forms';
import { useFormik } from 'formik';
import { useSendContactMessageMutation } from '../public-api.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.page;

const FIELDS: {
  name: keyof ContactRequest;
  label: string;
  type?: string;
  multiline?: boolean;
  autoComplete?: string;
}[] = [
  { name: 'name', label: T.name, autoComplete: 'name' },
  { name: 'email', label: T.email, type: 'email', autoComplete: 'email' },
  { name: 'subject', label: T.subject },
  { name: 'message', label: T.message, multiline: true },
];

/**
 * /contact: the message is stored and sent to support; the form is cleared only on success, and
 * kept in the tab until then.
 */
export default function ContactPage() {
  usePageTitle(T.title, T.description);
  const [send] = useSendContactMessageMutation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useFormik<ContactRequest>({
    initialValues: { name: '', email: '', subject: '', message: '' },
    validationSchema: contactSchema,
    onSubmit: async (values, helpers) => {
      try {
        const { message } = await send(values).unwrap();
        enqueueSnackbar(message, { variant: 'success' });
        helpers.resetForm();
      } catch (error) {
        enqueueSnackbar(errorMessage(error, CONTACT_MESSAGES.failed), { variant: 'error' });
      }
    },
  });

  // A message being written outlives a reload in this tab.
  const user = useAppSelector(selectCurrentUser);
  const draft = useFormDraft(draftKey('contact', user?.id), form);

  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {T.title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            component="form"
            noValidate
            onSubmit={form.handleSubmit}
            spacing={2}
            aria-label={T.formLabel}
          >
            <DraftNotice draft={draft} form={form} />
            {FIELDS.map((field) => (
              <FormField
                key={field.name}
                form={form}
                name={field.name}
                id={`contact-${field.name}`}
                label={field.label}
                type={field.type}
                autoComplete={field.autoComplete}
                multiline={field.multiline}
                minRows={field.multiline ? 5 : undefined}
                required
              />
            ))}
            <SubmitButton busy={form.isSubmitting} busyLabel={T.sending}>
              {T.send}
            </SubmitButton>
          </Stack>
        </Card>
        <Box component="aside" aria-label={T.hoursTitle}>
          <Typography variant="h2" gutterBottom>
            {T.hoursTitle}
          </Typography>
          <Typography>{T.hours}</Typography>
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            {T.hoursNote}
          </Typography>
        </Box>
      </Box>
    </PageContainer>
  );
}
