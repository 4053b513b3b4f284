import { MESSAGES_LINK_TEXTS } from './texts.ts';

describe('the unread count', () => {
  it('says «1 ulest» and «2 uleste», in the adjective’s number', () => {
    expect(MESSAGES_LINK_TEXTS.labelWithUnread(1)).toBe('Meldinger, 1 ulest');
    expect(MESSAGES_LINK_TEXTS.labelWithUnread(2)).toBe('Meldinger, 2 uleste');
  });
});
