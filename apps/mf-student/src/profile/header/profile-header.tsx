import type { PublicStudentProfile } from '@yrkesbro/contracts';

/** The gradient-framed header (being written now; see the task). */
export function ProfileHeader(_props: { profile: PublicStudentProfile; editable: boolean }) {
  return null;
}
