import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage, errorStatus, selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { BUSINESS_MESSAGES, businessProfileSchema } from '@yrkesbro/contracts';
import type {
  BusinessProfile,
  BusinessProfileRequest,
  BusinessRegistrationDetails,
} from '@yrkesbro/contracts';
import { LoadFailed } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { useFormik } from 'formik';
import { useState } from 'react';
import {
  useCreateBusinessMutation,
  useGetBusinessRegistrationQuery,
  useGetMyBusinessQuery,
  useUpdateBusinessMutation,
} from '../business-api.ts';
import {
  DraftNotice,
  FormField,
  SubmitButton,
  UnsavedChangesQuestion,
  removeDraft,
  draftKey,
  useFormDraft,
  useLeaveGuard,
} from '@yrkesbro/forms';
import { NoChoice } from '@yrkesbro/ui/text-field';
import { useVocations } from '../components/use-vocations.ts';
import { LogoField } from './logo-field.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.businessProfileForm;

/** What the form holds; the industry is empty until a vocation is chosen. */
export type BusinessProfileValues = Omit<BusinessProfileRequest, 'industry'> & {
  industry: number | '';
};

/**
 * The company profile, create-or-edit: a 404 from /businesses/mine means it has not been
 * filled in yet (create mode); otherwise the saved profile is edited. What is typed and not yet
 * saved is kept in the tab (not the logo: a file is not kept), so a session that ends mid-form,
 * a reload or a visit to another dashboard tab does not lose it.
 */
export function BusinessProfileForm() {
  const { data: profile, error, isLoading, refetch } = useGetMyBusinessQuery();
  const missing = errorStatus(error) === 404;
  // In create mode the form starts with the name and number given at registration.
  const registration = useGetBusinessRegistrationQuery(undefined, { skip: !missing });
  // Not yet asked counts as loading: the form opened for a moment without the registration's
  // values and then went for the placeholder.
  const registering = registration.isLoading || registration.isUninitialized;
  if (isLoading || (missing && registering)) return <ProfileSkeleton />;
  if (error && !missing && !profile)
    return (
      <LoadFailed
        title={BUSINESS_MESSAGES.loadFailed}
        error={error}
        onRetry={() => void refetch()}
      />
    );
  // A new key once the profile exists, so the form starts again from the saved values. The
  // editor opens only once the profile is in, and is not filled again when it is read anew, so a
  // draft it has put back is not overwritten by the profile arriving.
  const saved = missing ? undefined : profile;
  return (
    <ProfileEditor
      key={saved?.uuid ?? 'ny'}
      profile={saved}
      registration={missing ? registration.data : undefined}
    />
  );
}

function ProfileEditor({
  profile,
  registration,
}: {
  profile?: BusinessProfile;
  registration?: BusinessRegistrationDetails;
}) {
  const [create] = useCreateBusinessMutation();
  const [update] = useUpdateBusinessMutation();
  const { vocations, loading: vocationsLoading } = useVocations();
  const { enqueueSnackbar } = useSnackbar();
  const [logo, setLogo] = useState<File | null>(null);

  const form = useFormik<BusinessProfileValues>({
    initialValues: valuesOf(profile, registration),
    validationSchema: businessProfileSchema,
    onSubmit: async (values, helpers) => {
      const body = toFormData(businessProfileSchema.cast(values), logo);
      try {
        if (profile) await update({ uuid: profile.uuid, body }).unwrap();
        else await create(body).unwrap();
        enqueueSnackbar(BUSINESS_MESSAGES.saved, { variant: 'success' });
        setLogo(null);
        helpers.resetForm({ values });
        // Saved: the draft goes now, not in the effect after the reset, which a new profile's
        // editor (a new key) would not wait for. Not `draft.discard()`: after an update this
        // editor stays, and what is typed next is kept as before.
        removeDraft(storeKey);
      } catch (error) {
        enqueueSnackbar(errorMessage(error, BUSINESS_MESSAGES.saveFailed), { variant: 'error' });
      }
    },
  });

  const user = useAppSelector(selectCurrentUser);
  const storeKey = draftKey('business-profile', user?.id);
  const draft = useFormDraft(storeKey, form);
  // Leaving on the question gives up what was typed, the draft with it.
  const guard = useLeaveGuard(form.dirty || logo !== null, draft.discard);

  // Until the vocations arrive, the saved industry is still a valid choice in the select.
  const industries =
    vocations.length > 0 || !profile
      ? vocations
      : [{ id: profile.industry, name: profile.industry_name }];

  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" gutterBottom>
        {profile ? T.title : T.createTitle}
      </Typography>
      {!profile && (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {T.createIntro}
        </Typography>
      )}
      <Stack
        component="form"
        noValidate
        onSubmit={form.handleSubmit}
        spacing={2}
        aria-label={T.title}
      >
        <DraftNotice draft={draft} form={form} />
        <LogoField
          currentUrl={profile?.logo_url ?? null}
          companyName={form.values.company_name}
          file={logo}
          onChange={setLogo}
        />
        <FormField form={form} name="company_name" label={T.companyName} required />
        <FormField
          form={form}
          name="description"
          label={T.description}
          required
          multiline
          minRows={4}
          helperText={T.descriptionHelp}
        />
        <Box sx={twoColumns}>
          <FormField
            form={form}
            name="industry"
            label={T.industry}
            required
            select
            disabled={vocationsLoading && industries.length === 0}
          >
            <NoChoice />
            {industries.map((vocation) => (
              <option key={vocation.id} value={vocation.id}>
                {vocation.name}
              </option>
            ))}
          </FormField>
          <FormField
            form={form}
            name="location"
            label={T.location}
            required
            autoComplete="address-level2"
          />
          <FormField
            form={form}
            name="website"
            label={T.website}
            required
            type="url"
            autoComplete="url"
            placeholder={T.websitePlaceholder}
          />
          <FormField
            form={form}
            name="phone_number"
            label={T.phone}
            type="tel"
            autoComplete="tel"
          />
          <FormField
            form={form}
            name="contact_email"
            label={T.contactEmail}
            type="email"
            autoComplete="email"
            helperText={T.contactEmailHelp}
          />
          <FormField
            form={form}
            name="organization_number"
            label={T.organizationNumber}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            helperText={T.organizationNumberHelp}
          />
        </Box>
        <SubmitButton busy={form.isSubmitting} busyLabel={T.saving}>
          {profile ? T.save : T.create}
        </SubmitButton>
      </Stack>
      <UnsavedChangesQuestion guard={guard} dirty={form.dirty || logo !== null} />
    </Card>
  );
}

function valuesOf(
  profile?: BusinessProfile,
  registration?: BusinessRegistrationDetails,
): BusinessProfileValues {
  return {
    company_name: profile?.company_name ?? registration?.company_name ?? '',
    description: profile?.description ?? '',
    industry: profile?.industry ?? '',
    location: profile?.location ?? '',
    website: profile?.website ?? '',
    phone_number: profile?.phone_number ?? '',
    contact_email: profile?.contact_email ?? '',
    organization_number: profile?.organization_number ?? registration?.organization_number ?? '',
  };
}

/** The multipart body of POST /businesses and PUT /businesses/{uuid}; the logo only when chosen. */
export function toFormData(values: BusinessProfileRequest, logo: File | null): FormData {
  const body = new FormData();
  body.append('company_name', values.company_name);
  body.append('description', values.description);
  body.append('industry', String(values.industry));
  body.append('location', values.location);
  body.append('website', values.website);
  body.append('phone_number', values.phone_number ?? '');
  body.append('contact_email', values.contact_email ?? '');
  body.append('organization_number', values.organization_number);
  if (logo) body.append('logo', logo);
  return body;
}

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  alignItems: 'start',
} as const;

function ProfileSkeleton() {
  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }} role="status" aria-label={T.loading}>
      <Stack spacing={2}>
        <Skeleton variant="text" width="40%" height={40} />
        <Skeleton variant="rounded" width={72} height={72} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={120} />
        <Box sx={twoColumns}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} variant="rounded" height={56} />
          ))}
        </Box>
      </Stack>
    </Card>
  );
}
