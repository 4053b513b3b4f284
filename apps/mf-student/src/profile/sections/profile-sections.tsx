import type { PublicStudentProfile } from '@yrkesbro/contracts';

/** The profile's lists in the order the spec gives (being written now; see the task). */
export function ProfileSections(_props: { profile: PublicStudentProfile; editable: boolean }) {
  return null;
}
