/** Where an interview takes place; an online one keeps this text when it has no link. */
export const MEETING_TYPES = ['physical', 'online'] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];
export const ONLINE_MEETING = 'Online Meeting';
