// Its own module so that the form can import it when sent: the schema brings yup (11 KiB
// compressed), and the dashboard mostly shows figures and lists.
export { groupMailSchema } from '@yrkesbro/contracts';
