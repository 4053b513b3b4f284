import { object, string } from './yup-locale.ts';
import type { InferType } from 'yup';

export const testMailSchema = object({
  to: string().trim().email('Vennligst angi en gyldig e-post').required('E-post er påkrevd'),
});
export type TestMailRequest = InferType<typeof testMailSchema>;
