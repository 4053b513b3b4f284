// Re-exported so apps validate with the same yup copy the schemas were built with.
export { ValidationError } from 'yup';
export type { AnyObjectSchema, InferType, ObjectSchema, Schema } from 'yup';
