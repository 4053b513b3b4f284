import { mixed, number, object, string } from './yup-locale.ts';
import type { InferType } from 'yup';
import { BUSINESS_MESSAGES } from './businesses.ts';
import { organizationNumberField } from './organization-number.ts';
import { pageField } from './pagination-schemas.ts';
import { SEARCH_TEXT_MAX } from './search-limits.ts';
import { DELIVERABLE_EMAIL, deliverable } from './deliverable-email.ts';
import { typedText } from './text-schemas.ts';

/** The company profile form (seed 1, section 5); the logo travels beside it as a file. */
export const businessProfileSchema = object({
  company_name: typedText()
    .min(2, BUSINESS_MESSAGES.companyNameRequired)
    .max(200)
    .required(BUSINESS_MESSAGES.companyNameRequired),
  description: typedText().max(5000).required(BUSINESS_MESSAGES.descriptionRequired),
  industry: number()
    .typeError(BUSINESS_MESSAGES.industryRequired)
    .integer()
    .positive()
    .required(BUSINESS_MESSAGES.industryRequired),
  location: typedText().max(120).required(BUSINESS_MESSAGES.locationRequired),
  website: string()
    .trim()
    // People write 'www.firma.no' or 'firma.no'; the address a link needs is https:// before it.
    .transform((value: string) =>
      value && !/^[a-z][a-z\d+.-]*:/i.test(value) ? `https://${value}` : value,
    )
    .matches(/^https?:\/\/[^\s.]+\.[^\s]+$/i, BUSINESS_MESSAGES.websiteInvalid)
    .max(300)
    .required(BUSINESS_MESSAGES.websiteRequired),
  phone_number: string()
    .trim()
    .matches(/^(\+?\d[\d ]{6,18})?$/, BUSINESS_MESSAGES.phoneInvalid)
    .default(''),
  /** Shown on the company page and its jobs; empty shows none (the login e-mail never is). */
  contact_email: string()
    .trim()
    .email(BUSINESS_MESSAGES.contactEmailInvalid)
    .matches(DELIVERABLE_EMAIL, deliverable(BUSINESS_MESSAGES.contactEmailInvalid))
    .max(254, BUSINESS_MESSAGES.contactEmailInvalid)
    .default(''),
  organization_number: organizationNumberField(
    string().trim(),
    BUSINESS_MESSAGES.organizationNumberInvalid,
  ),
});
export type BusinessProfileRequest = InferType<typeof businessProfileSchema>;

export const businessDirectorySchema = object({
  q: string().trim().max(SEARCH_TEXT_MAX).default(''),
  industry: number().integer().positive().optional(),
  page: pageField(),
  limit: number().integer().min(1).max(50).default(24),
  sort: mixed<'name'>().oneOf(['name']).default('name'),
});
export type BusinessDirectoryQuery = InferType<typeof businessDirectorySchema>;
