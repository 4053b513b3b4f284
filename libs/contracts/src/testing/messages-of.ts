/** Every message a schema gives for `value` (none when it is valid), as the forms show them. */
export async function messagesOf(
  schema: { validate(value: unknown, options: object): Promise<unknown> },
  value: unknown,
): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}
